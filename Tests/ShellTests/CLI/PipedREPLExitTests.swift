import Foundation
import XCTest

/// Piped, the REPL ends as `rxs run` does: 0 when everything held, 1 after a failed expect,
/// 2 after a script error, whatever came after it.
final class PipedREPLExitTests: XCTestCase {
    func testExitStatusFollowsTheWorstLine() throws {
        for (input, status) in [
            ("open repos\nexpect nav.depth == 1\n", Int32(0)),
            ("open repos\nfoo\nexpect table.count == 1\n", 2),
            ("open repos\nexpect table.count == 1\nexpect nav.depth == 1\n", 1),
            ("open repos\nexpect table.count == 1\ntap nothing\n", 2),
            ("open repos\nexpect table.count == 1\nquit\nfoo\n", 1),
            (":save\n", 2),
        ] {
            let output = try RxsProcess.run([], in: NSTemporaryDirectory(), input: input)
            XCTAssertEqual(output.status, status, input)
        }
    }

    func testTheIssuesExample() throws {
        let output = try RxsProcess.run([], in: NSTemporaryDirectory(), input: "open repos\nfoo\nexpect table.count == 1\n")
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr, "<input>:2:1: error: unknown command 'foo'\nfoo\n^~~\nhelp lists the commands\n")
        XCTAssertTrue(output.stdout.hasSuffix("expect failed: table.count == 1\n  expected: == 1\n  actual:   0\n"), output.stdout)
    }
}
