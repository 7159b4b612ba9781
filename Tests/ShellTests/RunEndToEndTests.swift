import Foundation
import XCTest

/// `rxs run` and the piped REPL as processes: exit codes, streams, and `--json`.
final class RunEndToEndTests: XCTestCase {
    func testPassingScriptPrintsItsStepsAndExitsZero() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("repos.rxs", "# the repos screen\nopen repos\n\nwait 1s\nexpect nav.depth == 1\n")
        let output = try RxsProcess.run(["run", "repos.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(output.stdout, """
            open repos
              [0.000s] nav.depth: 0 → 1
              [0.000s] nav.screen: null → "repos"
              [0.000s] nav.title: null → "Search repos for username"
            wait 1s
            expect nav.depth == 1

            """)
        XCTAssertEqual(output.stderr, "")
    }

    func testFailedExpectExitsOne() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("repos.rxs", "open repos\nexpect nav.depth == 2\nwait 1s\n")
        let output = try RxsProcess.run(["run", "repos.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.contains("expect nav.depth == 2\n  expect failed: nav.depth == 2\n    expected: == 2\n    actual:   1\nwait 1s\n"),
                      output.stdout)
    }

    func testScriptErrorsExitTwoWithTheirPlaceOnStderr() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("bad.rxs", "wait 1s\ntpye x\n")
        let parse = try RxsProcess.run(["run", "bad.rxs"], in: folder.path)
        XCTAssertEqual(parse.status, 2)
        XCTAssertEqual(parse.stdout, "")
        XCTAssertEqual(parse.stderr, "bad.rxs:2:1: error: unknown command 'tpye'\ntpye x\n^~~~\ndid you mean type?\n")

        try folder.write("runtime.rxs", "open repos\ntap nothing\nwait 1s\n")
        let runtime = try RxsProcess.run(["run", "runtime.rxs"], in: folder.path)
        XCTAssertEqual(runtime.status, 2)
        XCTAssertTrue(runtime.stderr.hasPrefix("runtime.rxs:2:5: error: "), runtime.stderr)
        XCTAssertFalse(runtime.stdout.contains("wait 1s"), "the script stops at the error")
    }

    func testUsageErrorsExitTwo() throws {
        let folder = try TemporaryFolder(self)
        let missing = try RxsProcess.run(["run"], in: folder.path)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, """
            rxs: rxs run needs at least one script (- reads standard input)
            usage: rxs run [options] FILE.rxs…
            rxs run --help lists the options.

            """)
        let testOption = try RxsProcess.run(["run", "--tap", "a.rxs"], in: folder.path)
        XCTAssertEqual(testOption.status, 2)
        XCTAssertTrue(testOption.stderr.hasPrefix("rxs: --tap is an option of rxs test, not of rxs run\n"), testOption.stderr)
    }

    func testJSONOverAPipeIsOneObjectPerCommandLine() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("flow.rxs", """
            # search a user's repositories
            open repos
            type searchBar octocat

            wait 1s
            expect table.count == 8
            help quit
            """)
        let output = try RxsProcess.run(["run", "--json", "flow.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(output.stderr, "")
        let objects = try jsonObjects(output.stdout)
        XCTAssertEqual(objects.map { $0["line"] as? Int }, [2, 3, 5, 6, 7])
        XCTAssertEqual(objects.map { $0["command"] as? String },
                       ["open repos", "type searchBar octocat", "wait 1s", "expect table.count == 8", "help quit"])
        XCTAssertEqual(objects.map { $0["t"] as? Int }, [0, 0, 1000, 1000, 1000])
        let changes = try XCTUnwrap(objects[2]["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.compactMap { $0["text"] as? String }.contains("[0.700s] table.count: 0 → 8"), true)
        XCTAssertEqual((objects[4]["output"] as? String)?.hasPrefix("usage: quit"), true)
    }

    func testPipedREPLAnswersEveryLineWithOneJSONObject() throws {
        let folder = try TemporaryFolder(self)
        let output = try RxsProcess.run(["--json"], in: folder.path,
                                        input: "open repos\ntpye x\nexpect nav.depth == 2\nstate\n")
        XCTAssertEqual(output.status, 2, "a piped REPL exits as rxs run does after an error")
        let objects = try jsonObjects(output.stdout)
        XCTAssertEqual(objects.map { $0["line"] as? Int }, [1, 2, 3, 4])
        XCTAssertEqual((objects[1]["error"] as? String)?.hasPrefix("<input>:2:1: error: unknown command 'tpye'"), true)
        let failure = try XCTUnwrap(objects[2]["failure"] as? [String: Any])
        XCTAssertEqual(failure["expected"] as? Int, 2)
        XCTAssertEqual(failure["actual"] as? Int, 1)
        XCTAssertEqual((failure["message"] as? String)?.hasPrefix("expect failed: nav.depth == 2"), true)
        XCTAssertEqual((objects[3]["output"] as? String)?.contains("\"screens\""), true)
    }

    /// Every stdout line parsed as one JSON object; anything else fails the test.
    private func jsonObjects(_ stdout: String, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        XCTAssertTrue(stdout.hasSuffix("\n"), file: file, line: line)
        return try stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { text in
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            return try XCTUnwrap(object as? [String: Any], "not an object: \(text)", file: file, line: line)
        }
    }
}
