import Foundation
import XCTest

/// No output of a run (`--html`, `--junit`, `:html`) replaces a file the run reads, whatever
/// its name: a script (an include called `lib.inc`, or one reached through a link) or a
/// cassette of its `--fixtures` or `--record` folder (by its path or a hard link elsewhere,
/// before the run has read it and after).
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

    private let cassette = """
        {"request":{"method":"GET","url":"https://api.github.com/users/octocat/repos","matchQuery":[]},\
        "response":{"status":200,"headers":{"Content-Type":"application/json"},"json":[]}}
        """

    /// A folder with `main.rxs` (it searches, so its cassette is read), the cassette
    /// `tapes/github/octocat.json`, a hard link to it (`linked.page`) and a symbolic one.
    private func folderWithCassette() throws -> TemporaryFolder {
        let folder = try folderWithInclude()
        try folder.write("search.rxs", "open repos\ntype searchBar octocat\nwait 1s\n")
        try folder.write("quiet.rxs", "wait 1s\n")
        try folder.write("tapes/github/octocat.json", cassette)
        XCTAssertEqual(link(folder.path + "/tapes/github/octocat.json", folder.path + "/linked.page"), 0)
        XCTAssertEqual(symlink("tapes/github/octocat.json", folder.path + "/alias.json"), 0)
        return folder
    }

    func testRunHTMLAndTestJUnitRefuseACassetteTheRunReadsUnderAnyName() throws {
        let folder = try folderWithCassette()
        for script in ["search.rxs", "quiet.rxs"] {
            for target in ["tapes/github/octocat.json", "linked.page", "alias.json"] {
                for arguments in [["run", script, "--fixtures", "tapes", "--html", target],
                                  ["test", script, "--fixtures", "tapes", "--junit", target],
                                  ["run", script, "--record", "tapes", "--html", target]] {
                    let output = try RxsProcess.run(arguments, in: folder.path)
                    XCTAssertNotEqual(output.status, 0, arguments.joined(separator: " "))
                    XCTAssertTrue(output.stderr.contains("it is a cassette this run reads"), arguments.joined(separator: " ") + ": " + output.stderr)
                    XCTAssertEqual(try folder.read("tapes/github/octocat.json"), cassette, arguments.joined(separator: " "))
                }
            }
        }
    }

    func testREPLHTMLRefusesACassetteTheSessionReads() throws {
        let folder = try folderWithCassette()
        let input = "open repos\ntype searchBar octocat\nwait 1s\n:html linked.page\n:html tapes/github/octocat.json\n:html page.html\n"
        let output = try RxsProcess.run(["--fixtures", "tapes"], in: folder.path, input: input)
        let shown = output.stdout + output.stderr
        XCTAssertEqual(shown.components(separatedBy: "it is a cassette this run reads").count, 3, shown)
        XCTAssertEqual(try folder.read("tapes/github/octocat.json"), cassette)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/page.html"))
    }

    /// `:save` writes a script wherever it is told, except over a file the session read: the
    /// saved lines would replace what they were made from (an include, a cassette).
    func testREPLSaveRefusesAFileTheSessionRead() throws {
        let folder = try folderWithCassette()
        let input = "include lib.inc\nopen repos\ntype searchBar octocat\nwait 1s\n:save lib.inc\n:save alias.page\n"
            + ":save tapes/github/octocat.json\n:save linked.page\n:save saved.rxs\n"
        let output = try RxsProcess.run(["--fixtures", "tapes"], in: folder.path, input: input)
        let shown = output.stdout + output.stderr
        XCTAssertEqual(shown.components(separatedBy: "it is a script this session reads").count, 3, shown)
        XCTAssertEqual(shown.components(separatedBy: "it is a cassette this session reads").count, 3, shown)
        XCTAssertEqual(try folder.read("lib.inc"), library)
        XCTAssertEqual(try folder.read("tapes/github/octocat.json"), cassette)
        XCTAssertTrue(try folder.read("saved.rxs").contains("type searchBar octocat"), "an unread name is written")
    }
}
