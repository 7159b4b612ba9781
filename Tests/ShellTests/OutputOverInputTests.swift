import Foundation
import XCTest

/// No output of a run (`--html`, `--junit`, `:html`) replaces a file the run read as a script,
/// whatever its name: an include called `lib.inc`, or one reached through a link.
final class OutputOverInputTests: XCTestCase {
    private let library = "open repos\nwait 1s\n"

    private func folderWithInclude() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.write("lib.inc", library)
        try folder.write("main.rxs", "include lib.inc\n")
        XCTAssertEqual(symlink("lib.inc", folder.path + "/alias.page"), 0)
        return folder
    }

    func testRunHTMLRefusesAnIncludedFileUnderAnyName() throws {
        let folder = try folderWithInclude()
        for target in ["lib.inc", "alias.page", "./lib.inc"] {
            let output = try RxsProcess.run(["run", "main.rxs", "--html", target], in: folder.path)
            XCTAssertEqual(output.status, 2, target)
            XCTAssertTrue(output.stderr.contains("it is a script this run reads"), output.stderr)
            XCTAssertEqual(try folder.read("lib.inc"), library, target)
        }
    }

    func testTestJUnitRefusesAnIncludedFile() throws {
        let folder = try folderWithInclude()
        let output = try RxsProcess.run(["test", "main.rxs", "--junit", "lib.inc"], in: folder.path)
        XCTAssertNotEqual(output.status, 0)
        XCTAssertTrue(output.stderr.contains("it is a script this run reads"), output.stderr)
        XCTAssertEqual(try folder.read("lib.inc"), library)
    }

    func testREPLHTMLRefusesAnIncludedFile() throws {
        let folder = try folderWithInclude()
        let output = try RxsProcess.run([], in: folder.path, input: "include lib.inc\n:html alias.page\n:html page.html\n")
        XCTAssertTrue((output.stdout + output.stderr).contains("it is a script this run reads"), output.stdout + output.stderr)
        XCTAssertEqual(try folder.read("lib.inc"), library)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/page.html"))
    }
}
