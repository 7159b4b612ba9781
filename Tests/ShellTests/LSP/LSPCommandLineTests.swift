import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsSession

/// `rxs lsp` as a process: its help, its usage errors, the exit codes LSP asks for, and the
/// editors' syntax file knowing every command.
final class LSPCommandLineTests: XCTestCase {
    func testHelpSaysWhatTheServerDoesAndItsOptions() throws {
        let help = try RxsProcess.run(["lsp", "--help"], in: NSTemporaryDirectory())
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.stdout, CLIHelp.help(for: .lsp) + "\n")
        XCTAssertTrue(help.stdout.hasPrefix("usage: rxs lsp [options]\n\nSpeaks the Language Server Protocol"), help.stdout)
        for option in ["--fixtures DIR", "--seed N", "--time-limit SECONDS"] {
            XCTAssertTrue(help.stdout.contains("  \(option)"), option)
        }
        XCTAssertFalse(help.stdout.contains("--live"))
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            (["lsp", "flow.rxs"], "rxs: rxs lsp takes no operands, not 'flow.rxs'"),
            (["lsp", "--time-limit", "0"], "rxs: --time-limit needs a number of seconds from 0.1 to 3600, not '0'"),
            (["lsp", "--time-limit", "nan"], "rxs: --time-limit needs a number of seconds from 0.1 to 3600, not 'nan'"),
            (["lsp", "--live"], "rxs: --live is an option of rxs, rxs run, rxs test and rxs mcp, not of rxs lsp"),
            (["run", "--time-limit", "5", "x.rxs"], "rxs: --time-limit is an option of rxs lsp, not of rxs run"),
        ]
        for (arguments, message) in cases {
            let result = try RxsProcess.run(arguments, in: NSTemporaryDirectory())
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init), message, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
        }
    }

    func testShutdownThenExitEndsWithZeroAndAnEndWithoutShutdownWithOne() throws {
        func framed(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }
        let initialize = framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        let clean = try RxsProcess.run(["lsp"], in: NSTemporaryDirectory(), input: initialize
            + framed(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + framed(#"{"jsonrpc":"2.0","method":"exit"}"#))
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertTrue(clean.stdout.hasSuffix(framed(#"{"id":2,"jsonrpc":"2.0","result":null}"#)), clean.stdout)
        let ended = try RxsProcess.run(["lsp"], in: NSTemporaryDirectory(), input: initialize)
        XCTAssertEqual(ended.status, 1)
        XCTAssertTrue(ended.stdout.hasPrefix("Content-Length: "), ended.stdout)
    }

    func testTheVimSyntaxFileKnowsEveryCommand() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("editors/vim/syntax/rxs.vim")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let keywords = lines.filter { $0.hasPrefix("syn keyword rxsCommand contained ") }
            .flatMap { $0.dropFirst("syn keyword rxsCommand contained ".count).split(separator: " ").map(String.init) }
        XCTAssertEqual(keywords, CommandRegistry.names)
    }
}
