import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// The REPL as a person meets it: the built `rxs` on a pseudo-terminal with its own home folder.
final class ReplTerminalTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: home)
    }

    private var historyFile: String { home.appendingPathComponent(".rxs_history").path }

    /// `rxs` is built next to the test bundle (ShellTests depends on it).
    private func startREPL() throws -> PseudoTerminal {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let rxs = folder.appendingPathComponent("rxs")
        guard FileManager.default.isExecutableFile(atPath: rxs.path) else {
            throw PseudoTerminal.Failure(description: "no rxs at \(rxs.path): run swift build --build-tests")
        }
        let environment = ["HOME": home.path, "TERM": "xterm", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        return try PseudoTerminal(running: rxs, environment: environment, directory: home)
    }

    func testCompletionJapaneseTextInterruptAndExit() throws {
        let terminal = try startREPL()
        terminal.expectPrompt("rxs 0.000s> ")
        terminal.type("open search\r")
        terminal.expect(#"nav.screen: null → "search""#)
        terminal.expectPrompt("search 0.000s> ")

        // Tab completes the element id; Japanese text is echoed as typed and arrives whole.
        terminal.type("type sea\t")
        terminal.expect("rchField ")
        terminal.type("\"ラーメン\"")
        terminal.expect("ラーメン\"")
        terminal.type("\r")
        terminal.expect(#"searchField.text: "" → "ラーメン""#)
        terminal.expectPrompt("search 0.000s> ")
        terminal.type("expect searchField.text == \"ラーメン\"\r")
        let held = terminal.expectPrompt("search 0.000s> ")
        XCTAssertEqual(held?.contains("failed"), false, held ?? "")

        // Ctrl-C drops the line being edited and keeps the session.
        terminal.type("tap searchBu")
        terminal.expect("tap searchBu")
        terminal.type("\u{3}")
        terminal.expectPrompt("search 0.000s> ")
        terminal.type("expect searchButton.enabled == true\r")
        let after = terminal.expectPrompt("search 0.000s> ")
        XCTAssertEqual(after?.contains("failed"), false, after ?? "")
        XCTAssertEqual(after?.contains("error"), false, after ?? "")

        // Ctrl-D ends the session and leaves the history, readable by the user only.
        terminal.type("\u{4}")
        XCTAssertEqual(terminal.exitStatus(), 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: historyFile)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let history = try XCTUnwrap(LineHistory())
        try history.load(from: historyFile)
        XCTAssertEqual(history.entries, [
            "open search", "type searchField \"ラーメン\"", "expect searchField.text == \"ラーメン\"",
            "expect searchButton.enabled == true",
        ])
    }

    func testUpArrowRecallsThePreviousSessionsHistory() throws {
        let previous = try XCTUnwrap(LineHistory())
        previous.add("open search")
        previous.add("type searchField rxswift")
        try previous.save(to: historyFile)

        let terminal = try startREPL()
        terminal.expectPrompt("rxs 0.000s> ")
        terminal.type("\u{1B}[A\u{1B}[A")
        terminal.expect("open search")
        terminal.type("\r")
        terminal.expect(#"nav.screen: null → "search""#)
        terminal.expectPrompt("search 0.000s> ")
        terminal.type("\u{1B}[A\u{1B}[A\r")
        terminal.expect(#"searchField.text: "" → "rxswift""#)
        terminal.expectPrompt("search 0.000s> ")
        terminal.type("quit\r")
        XCTAssertEqual(terminal.exitStatus(), 0)
    }
}
