import Foundation
import XCTest

/// `rxs test` as a process: goldens, `--update`, reporters, `-j`, `--shard`, exit codes.
final class TestEndToEndTests: XCTestCase {
    private let reposGolden = """
        open repos
        #> [0.000s] nav.depth: 0 → 1
        #> [0.000s] nav.screen: null → "repos"
        #> [0.000s] nav.title: null → "Search repos for username"
        """

    func testUpdateRewritesAStaleGoldenWhichThenPasses() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("flows/repos.rxs", "# octocat's repositories\r\nopen repos\r\n#> stale\r\n\r\ntype searchBar octocat\r\nwait 1s\r\nexpect table.count == 8\r\n")
        let stale = try RxsProcess.run(["test", "flows"], in: folder.path)
        XCTAssertEqual(stale.status, 1)
        XCTAssertEqual(stale.stdoutLines.first, "FAIL  flows/repos.rxs — transcript differs")
        XCTAssertTrue(stale.stdout.contains("\n-#> stale\n+#> [0.000s] nav.depth: 0 → 1\n"), stale.stdout)
        XCTAssertEqual(stale.stdoutLines.last, "0 passed, 1 failed")

        let update = try RxsProcess.run(["test", "--update", "flows"], in: folder.path)
        XCTAssertEqual(update.status, 0)
        XCTAssertEqual(update.stdout, "PASS  flows/repos.rxs (updated)\n1 passed, 0 failed\n")
        XCTAssertEqual(try folder.read("flows/repos.rxs"), """
            # octocat's repositories\r
            \(reposGolden.replacingOccurrences(of: "\n", with: "\r\n"))\r
            \r
            type searchBar octocat\r
            #> [0.000s] searchBar.editing: false → true\r
            #> [0.000s] searchBar.text: "" → "octocat"\r
            wait 1s\r
            #> [0.500s] activity.visible: false → true\r
            #> [0.700s] table.count: 0 → 8\r
            #> [0.700s] table: +8 rows (0–7)\r
            #> [0.700s] activity.visible: true → false\r
            expect table.count == 8\r

            """)
        let again = try RxsProcess.run(["test", "flows/repos.rxs"], in: folder.path)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stdout, "PASS  flows/repos.rxs\n1 passed, 0 failed\n")
    }

    func testScriptErrorsCountAsFailedAndExitTwo() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("a.rxs", reposGolden + "\n")
        try folder.write("b.rxs", "wait 1s\ntpye x\n")
        let output = try RxsProcess.run(["test"], in: folder.path)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stdout, """
            PASS  a.rxs
            ERROR b.rxs — script error
            b.rxs:2:1: error: unknown command 'tpye'
            tpye x
            ^~~~
            did you mean type?
            1 passed, 1 failed

            """)
    }

    func testUsageErrorsExitTwo() throws {
        let folder = try TemporaryFolder(self)
        for (arguments, message) in [
            (["test", "--json"], "rxs: --json is an option of rxs and rxs run, not of rxs test"),
            (["test", "nowhere"], "rxs: no such file or folder: nowhere"),
            (["test"], "rxs: no .rxs scripts in ."),
            (["test", "--shard", "3/2"], "rxs: --shard needs i/n with 1 ≤ i ≤ n, not '3/2'"),
        ] {
            let output = try RxsProcess.run(arguments, in: folder.path)
            XCTAssertEqual(output.status, 2, "\(arguments)")
            XCTAssertEqual(output.stderr.split(separator: "\n").first.map(String.init), message)
            XCTAssertEqual(output.stdout, "")
        }
    }

    func testParallelOutputIsWholeAndInInputOrder() throws {
        let folder = try TemporaryFolder(self)
        try writeMixedSuite(folder)
        let serial = try RxsProcess.run(["test", "suite"], in: folder.path)
        let parallel = try RxsProcess.run(["test", "-j", "2", "suite"], in: folder.path)
        XCTAssertEqual(serial.status, 1)
        XCTAssertEqual(parallel.status, 1)
        XCTAssertEqual(parallel.stdout, serial.stdout)
        let headlines = parallel.stdoutLines.filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") }
        XCTAssertEqual(headlines, (0..<6).map {
            $0.isMultiple(of: 2) ? "PASS  suite/s\($0).rxs" : "FAIL  suite/s\($0).rxs — transcript differs"
        })
        XCTAssertEqual(parallel.stdoutLines.last, "3 passed, 3 failed")
    }

    func testShardsSplitTheSuite() throws {
        let folder = try TemporaryFolder(self)
        try writeMixedSuite(folder)
        let first = try RxsProcess.run(["test", "--shard", "1/2", "suite"], in: folder.path)
        let second = try RxsProcess.run(["test", "--shard", "2/2", "suite"], in: folder.path)
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(first.stdout, "PASS  suite/s0.rxs\nPASS  suite/s2.rxs\nPASS  suite/s4.rxs\n3 passed, 0 failed\n")
        XCTAssertEqual(second.status, 1)
        XCTAssertEqual(second.stdoutLines.last, "0 passed, 3 failed")
    }

    func testTAPAndJUnitReports() throws {
        let folder = try TemporaryFolder(self)
        try writeMixedSuite(folder)
        let output = try RxsProcess.run(["test", "--tap", "--junit", "report.xml", "suite"], in: folder.path)
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.stderr, "")
        let tap = try TAPDocument(lines: output.stdoutLines)
        XCTAssertEqual(tap.plan, 6)
        XCTAssertEqual(tap.points.map(\.ok), [true, false, true, false, true, false])
        XCTAssertEqual(tap.points[1].blocks["diff"]?.hasPrefix("--- suite/s1.rxs (expected)\n+++ suite/s1.rxs (actual)\n@@"), true)
        XCTAssertEqual(output.stdoutLines.last, "# 3 passed, 3 failed")

        let junit = try JUnitDocument(xml: folder.read("report.xml"))
        let suite = try XCTUnwrap(junit.root.children.first)
        XCTAssertEqual(suite.attributes["tests"], "6")
        XCTAssertEqual(suite.attributes["failures"], "3")
        XCTAssertEqual(suite.children.map { $0.attributes["classname"] }, Array(repeating: "suite", count: 6))
        XCTAssertEqual(suite.children.map { $0.attributes["time"] }, Array(repeating: "1.000", count: 6))
        XCTAssertEqual(suite.children[3].children.first?.text.hasPrefix("--- suite/s3.rxs (expected)"), true)
    }

    /// Six scripts with multi-line transcripts; the odd ones carry a wrong golden line.
    private func writeMixedSuite(_ folder: TemporaryFolder) throws {
        for index in 0..<6 {
            let wrong = index.isMultiple(of: 2) ? "" : "#> [0.000s] nav.depth: 0 → \(index)\n"
            try folder.write("suite/s\(index).rxs", reposGolden + "\n\(wrong)" + searchGolden)
        }
    }

    private let searchGolden = """
        type searchBar octocat
        #> [0.000s] searchBar.editing: false → true
        #> [0.000s] searchBar.text: "" → "octocat"
        wait 1s
        #> [0.500s] activity.visible: false → true
        #> [0.700s] table.count: 0 → 8
        #> [0.700s] table: +8 rows (0–7)
        #> [0.700s] activity.visible: true → false

        """
}
