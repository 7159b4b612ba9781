import Foundation
import XCTest

/// The files `rxs run --html`, `rxs test --html`/`--junit` and the REPL's `:html` write: never
/// a script (one being run under any spelling or link, or any other `.rxs` file), never
/// standard output by `-`, and a bad path is refused before the run with plain words.
final class OutputPathTests: XCTestCase {
    private let script = "open repos\nexpect nav.depth == 1\n"

    /// Every spelling of an output that would overwrite a script is refused before anything
    /// runs, and the script is left as it was.
    func testNoOutputOverwritesAScript() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("s.rxs", script)
        try folder.write("other.rxs", script)
        XCTAssertEqual(symlink("s.rxs", folder.path + "/link.html"), 0)
        let cases: [([String], String)] = [
            (["run", "--html", "s.rxs", "s.rxs"], "rxs: cannot write s.rxs: it is the script being run; give the page another name\n"),
            (["run", "--html", "./s.rxs", "s.rxs"],
             "rxs: cannot write ./s.rxs: it is the script being run (as s.rxs); give the page another name\n"),
            (["run", "--html", "link.html", "s.rxs"],
             "rxs: cannot write link.html: it is the script being run (as s.rxs); give the page another name\n"),
            (["run", "--html", "other.rxs", "s.rxs"], "rxs: cannot write other.rxs: it is a script (.rxs); give the page another name\n"),
            (["run", "--html", "-", "s.rxs"],
             "rxs: cannot write -: the page is written to a file, not to standard output; give a file name\n"),
            (["test", "--junit", "s.rxs", "s.rxs"], "rxs: cannot write s.rxs: it is the script being run; give the report another name\n"),
            (["test", "--junit", "other.rxs", "s.rxs"], "rxs: cannot write other.rxs: it is a script (.rxs); give the report another name\n"),
        ]
        for (arguments, message) in cases {
            let output = try RxsProcess.run(arguments, in: folder.path)
            XCTAssertEqual(output.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(output.stdout, "", "refused before the run: \(arguments)")
            XCTAssertEqual(output.stderr, message, arguments.joined(separator: " "))
        }
        XCTAssertEqual(try folder.read("s.rxs"), script)
        XCTAssertEqual(try folder.read("other.rxs"), script)

        // A script named index.html under rxs test --html: the index page may not replace it.
        try folder.write("index.html", script)
        let index = try RxsProcess.run(["test", "--html", ".", "index.html"], in: folder.path)
        XCTAssertEqual(index.status, 2)
        XCTAssertTrue(index.stderr.contains("rxs: cannot write ./index.html: it is the script being run (as index.html)"), index.stderr)
        XCTAssertEqual(try folder.read("index.html"), script)

        // Two outputs of one run: the JUnit report may not be one of the pages.
        for report in ["pages/index.html", "./pages/s.html", "pages/../pages/index.html"] {
            let clash = try RxsProcess.run(["test", "--html", "pages", "--junit", report, "s.rxs"], in: folder.path)
            XCTAssertEqual(clash.status, 2, report)
            XCTAssertEqual(clash.stderr, "rxs: --junit \(report) is a page --html pages writes; give the report another name\n")
        }

        let repl = try RxsProcess.run([], in: folder.path, input: "open repos\n:html other.rxs\n:html link.html\n")
        XCTAssertEqual(repl.stderr, """
            <input>:2:7: error: cannot write other.rxs: it is a script (.rxs); give the page another name
            :html other.rxs
                  ^~~~~~~~~
            <input>:3:7: error: cannot write link.html: it is a script (.rxs); give the page another name
            :html link.html
                  ^~~~~~~~~

            """)
        XCTAssertEqual(try folder.read("other.rxs"), script)
        XCTAssertEqual(try folder.read("s.rxs"), script)
    }

    /// An output that cannot be written stops `rxs run` before the first step, not after the run.
    func testABadPageIsRefusedBeforeTheRun() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("s.rxs", script)
        XCTAssertEqual(mkfifo(folder.path + "/fifo", 0o644), 0)
        let cases = [
            ".": "rxs: cannot write .: is a directory\n",
            "./": "rxs: cannot write ./: is a directory\n",
            "fifo": "rxs: cannot write fifo: is a named pipe (FIFO), not a regular file\n",
            "no/such/page.html": "rxs: cannot write no/such/page.html: no such folder no/such\n",
            "/dev/null": "rxs: cannot write /dev/null: is a device, not a regular file\n",
            "/proc/1/page.html": "rxs: cannot write /proc/1/page.html: permission denied\n",
        ]
        for (path, message) in cases {
            let output = try RxsProcess.run(["run", "--html", path, "s.rxs"], in: folder.path)
            XCTAssertEqual(output.status, 2, path)
            XCTAssertEqual(output.stdout, "", path)
            XCTAssertEqual(output.stderr, message, path)
        }
    }

    /// `rxs test --html DIR`: DIR is made when its parent exists; otherwise, or when DIR cannot
    /// be written, the reason in words before any script runs.
    func testAFolderOfPagesSaysWhyItCannotBeMade() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("s.rxs", script)
        XCTAssertEqual(symlink("nowhere", folder.path + "/dangling"), 0)
        let cases = [
            "new/sub": "rxs: --html new/sub: cannot make the folder: no such folder new\n",
            "dangling": "rxs: --html dangling: a symbolic link to a folder that does not exist\n",
            "s.rxs": "rxs: --html s.rxs: not a folder\n",
            "/proc/1": "rxs: --html /proc/1: cannot write into it: permission denied\n",
        ]
        for (path, message) in cases {
            let output = try RxsProcess.run(["test", "--html", path, "s.rxs"], in: folder.path)
            XCTAssertEqual(output.status, 2, path)
            XCTAssertEqual(output.stdout, "", path)
            XCTAssertEqual(output.stderr, message, path)
        }
        let made = try RxsProcess.run(["test", "--html", "pages", "s.rxs"], in: folder.path)
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/pages").sorted(), ["index.html", "s.html"])
    }
}
