import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Command-line messages that quote what the user typed show control characters as escapes
/// (so an odd argument cannot move the cursor or retitle the terminal), and `rxs help` knows
/// every topic the REPL's `help` does.
final class CLIMessageTests: XCTestCase {
    func testQuotedArgumentsShowControlCharactersAsEscapes() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("s.rxs", "open repos\n")
        let cases: [([String], String)] = [
            (["help", "\u{1B}]0;x\u{7}"], "rxs: no help for '\\u{1B}]0;x\\u{7}'; rxs help lists the subcommands"),
            (["\u{1B}[2J"], "rxs: unknown subcommand '\\u{1B}[2J'; rxs --help lists the subcommands"),
            (["--\u{1B}[2J"], "rxs: unknown option '--\\u{1B}[2J'; rxs --help lists the options"),
            (["run", "\u{1B}[2J.rxs"], "rxs: cannot read \\u{1B}[2J.rxs: No such file or directory"),
            (["run", "--html", "\u{9B}x/p.html", "s.rxs"], "rxs: cannot write \\u{9B}x/p.html: no such folder \\u{9B}x"),
            (["test", "--junit", "\u{7F}/r.xml", "s.rxs"], "rxs: cannot write \\u{7F}/r.xml: no such folder \\u{7F}"),
            (["--fixtures", "\u{1B}c"], "rxs: --fixtures \\u{1B}c: no such folder"),
        ]
        for (arguments, message) in cases {
            let result = try RxsProcess.run(arguments, in: folder.path)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init), message, "\(arguments)")
            XCTAssertFalse(result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(arguments)")
        }
    }

    func testHelpKnowsTheREPLsOwnCommands() throws {
        let save = try RxsProcess.run(["help", ":save"], in: NSTemporaryDirectory())
        XCTAssertEqual(save.status, 0)
        XCTAssertEqual(save.stdout, HelpCommand.saveText + "\n")
        let html = try RxsProcess.run(["help", ":html"], in: NSTemporaryDirectory())
        XCTAssertEqual(html.stdout, HelpCommand.htmlText + "\n")
        let near = try RxsProcess.run(["help", ":hmtl"], in: NSTemporaryDirectory())
        XCTAssertEqual(near.status, 2)
        XCTAssertTrue(near.stderr.hasPrefix("rxs: no help for ':hmtl'; did you mean `rxs help :html`?\n"), near.stderr)
    }

    /// A script whose file name holds a line break and an escape sequence is one report line.
    func testATestReportShowsAnOddFileNameOnOneLine() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("a\nok 5 - b\u{1B}[2J.rxs", "open repos\nexpect nav.depth == 3\n")
        let run = try RxsProcess.run(["test", "."], in: folder.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdoutLines.first, "FAIL  a\\u{A}ok 5 - b\\u{1B}[2J.rxs — 1 expect failed")
        XCTAssertEqual(run.stdoutLines.last, "0 passed, 1 failed")
    }
}
