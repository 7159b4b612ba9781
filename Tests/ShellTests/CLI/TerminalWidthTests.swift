import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// The terminal's width (`COLUMNS` or what the terminal reports) is kept within the range
/// `--width` takes: `COLUMNS=99999999` once made `show` draw a line that long and the REPL
/// hang; on a terminal of 5 columns the phone keeps its usual 40.
final class TerminalWidthTests: XCTestCase {
    func testAHugeOrTinyColumnsDrawsAScreenWithinTheWidthRange() throws {
        let rxs = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("rxs")
        guard FileManager.default.isExecutableFile(atPath: rxs.path) else {
            throw PseudoTerminal.Failure(description: "no rxs at \(rxs.path): run swift build --build-tests")
        }
        let home = try TemporaryFolder(self)
        for (columns, width) in [("99999999", SessionOptions.widthRange.upperBound), ("5", SessionOptions.defaultPhoneWidth)] {
            let environment = ["HOME": home.path, "TERM": "xterm", "NO_COLOR": "1", "PATH": "/usr/bin:/bin", "COLUMNS": columns]
            let terminal = try PseudoTerminal(running: rxs, environment: environment, directory: URL(fileURLWithPath: home.path))
            terminal.expectPrompt("rxs 0.000s> ")
            terminal.type("open search\r")
            terminal.expectPrompt("search 0.000s> ")
            terminal.type("show\r")
            let screen = try XCTUnwrap(terminal.expectPrompt("search 0.000s> "), "COLUMNS=\(columns)")
            let top = try XCTUnwrap(screen.split(whereSeparator: \.isNewline).first { $0.hasPrefix("┌") }, screen)
            XCTAssertEqual(top.count, width, "COLUMNS=\(columns)")
            terminal.type("quit\r")
            XCTAssertEqual(terminal.exitStatus(), 0)
        }
    }
}
