import Foundation
import XCTest

/// `--html` through the built `rxs`: `rxs run --html FILE`, `rxs test --html DIR`, the REPL's
/// `:html FILE`, and their usage errors. (What the pages do in a browser: BrowserTests.)
final class ReplayEndToEndTests: XCTestCase {
    private let script = "# the repos screen\nopen repos\ntype searchBar octocat\nwait 1s\nexpect table.count == 8\n"

    func testRunWritesTheReplayBesideTheUsualTranscript() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("repos.rxs", script)
        let plain = try RxsProcess.run(["run", "repos.rxs"], in: folder.path)
        let output = try RxsProcess.run(["run", "--html", "out.html", "repos.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stdout, plain.stdout)
        let html = try folder.read("out.html")
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<title>rxs · repos.rxs</title>"), "titled with the script, not the page")
        XCTAssertEqual(html.components(separatedBy: "<li class=\"step").count - 1, 4)
        XCTAssertTrue(html.contains("<p class=\"note\">the repos screen</p>"))
        XCTAssertTrue(html.contains("<span class=\"row-title\">Hello-World</span>"))
    }

    func testRunHTMLTakesOneScriptAndTheREPLNone() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("a.rxs", script)
        let two = try RxsProcess.run(["run", "--html", "out.html", "a.rxs", "a.rxs"], in: folder.path)
        XCTAssertEqual(two.status, 2)
        XCTAssertTrue(two.stderr.contains("--html FILE writes the replay of one script"), two.stderr)
        let repl = try RxsProcess.run(["--html", "out.html"], in: folder.path)
        XCTAssertEqual(repl.status, 2)
        XCTAssertTrue(repl.stderr.contains("in the REPL, :html FILE"), repl.stderr)
        let missingValue = try RxsProcess.run(["run", "a.rxs", "--html"], in: folder.path)
        XCTAssertEqual(missingValue.status, 2)
        let unwritable = try RxsProcess.run(["run", "--html", "no/such/folder/out.html", "a.rxs"], in: folder.path)
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(unwritable.stderr.contains("cannot write no/such/folder/out.html"), unwritable.stderr)
    }

    func testTestWritesAnIndexAndAPagePerScriptWithTheDiffOfFailures() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("flows/good.rxs", script)
        try folder.write("flows/stale.rxs", "open repos\n#> stale\nexpect nav.depth == 1\n")
        let output = try RxsProcess.run(["test", "--html", "report", "flows"], in: folder.path)
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.stdoutLines.last, "1 passed, 1 failed")
        let index = try folder.read("report/index.html")
        XCTAssertTrue(index.contains("<a href=\"flows-good.html\">flows/good.rxs</a></td><td class=\"passed\">passed</td>"), index)
        XCTAssertTrue(index.contains("<a href=\"flows-stale.html\">flows/stale.rxs</a></td><td class=\"failed\">failed</td>"), index)
        XCTAssertTrue(index.contains("<span class=\"del\">-#&gt; stale</span>"), index)
        XCTAssertTrue(index.contains("<span class=\"add\">+#&gt; [0.000s] nav.depth: 0 → 1</span>"), index)
        XCTAssertTrue(index.contains("<title>rxs test · 1 passed, 1 failed</title>"), index)
        let stale = try folder.read("report/flows-stale.html")
        XCTAssertTrue(stale.contains("<p class=\"verdict failed\">FAILED — transcript differs</p>"), stale)
        XCTAssertEqual(stale.components(separatedBy: "<li class=\"step").count - 1, 2)
        XCTAssertTrue(try folder.read("report/flows-good.html").contains("<p class=\"verdict passed\">PASSED</p>"))
    }

    func testTestHTMLNeedsAFolderItCanMake() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("a.rxs", script)
        try folder.write("file", "")
        let notFolder = try RxsProcess.run(["test", "--html", "file", "a.rxs"], in: folder.path)
        XCTAssertEqual(notFolder.status, 2)
        XCTAssertEqual(notFolder.stderr, "rxs: --html file: not a folder\n")
        let noParent = try RxsProcess.run(["test", "--html", "no/such", "a.rxs"], in: folder.path)
        XCTAssertEqual(noParent.status, 2)
        XCTAssertEqual(noParent.stderr, "rxs: --html no/such: cannot make the folder: no such folder no\n")
    }

    func testTheREPLWritesTheSessionSoFar() throws {
        let folder = try TemporaryFolder(self)
        let output = try RxsProcess.run([], in: folder.path, input: "open search\nkeys searchField rxs\n:html s.html\nback\n")
        XCTAssertTrue(output.stdout.contains("wrote the replay of 2 steps to s.html\n"), output.stdout)
        let html = try folder.read("s.html")
        XCTAssertTrue(html.contains("<title>rxs · rxs session</title>"))
        XCTAssertEqual(html.components(separatedBy: "<li class=\"step").count - 1, 2)
        XCTAssertTrue(html.contains("<span class=\"text\">rxs</span>"))
    }
}
