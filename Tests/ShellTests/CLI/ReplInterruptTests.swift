import Foundation
import XCTest

/// Ctrl-C on a terminal cancels what is under way — a reverse search, a live `wait` — and the
/// session stays; live mode says so in the banner and the prompt.
final class ReplInterruptTests: XCTestCase {
    private func startREPL(_ arguments: [String] = [], columns: UInt16 = 100) throws -> (PseudoTerminal, TemporaryFolder) {
        let home = try TemporaryFolder(self)
        let environment = ["HOME": home.path, "TERM": "xterm", "NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        let terminal = try PseudoTerminal(running: try RxsProcess.executable(), arguments: arguments,
                                          environment: environment, directory: URL(fileURLWithPath: home.path),
                                          columns: columns)
        return (terminal, home)
    }

    func testCtrlCInAReverseSearchCancelsTheSearchOnly() throws {
        let (terminal, _) = try startREPL()
        terminal.expectPrompt("rxs 0.000s> ")
        terminal.type("open repos\r")
        terminal.expectPrompt("repos 0.000s> ")
        terminal.type("\u{12}")
        terminal.expect("bck:")
        terminal.type("op")
        terminal.expect("open repos")
        terminal.type("\u{3}")
        terminal.expectPrompt("repos 0.000s> ")
        terminal.type("expect nav.depth == 1\r")
        let answer = terminal.expectPrompt("repos 0.000s> ")
        XCTAssertEqual(answer?.contains("failed"), false, answer ?? "")
        terminal.type("quit\r")
        XCTAssertEqual(terminal.exitStatus(), 0)
    }

    func testCtrlCStopsALiveWaitAndTheSessionStays() throws {
        let (terminal, _) = try startREPL(["--live"])
        terminal.expect("rxs live: requests go to the real services; the clock follows real time.")
        terminal.expectPrompt(" live> ")
        terminal.type("open repos\r")
        terminal.expect(#"nav.screen: null → "repos""#)
        terminal.expectPrompt(" live> ")
        terminal.type("wait 10m\r")
        terminal.expect("wait 10m")
        usleep(300_000)
        XCTAssertTrue(terminal.keepsQueuesOnInterrupt, "Ctrl-C would discard what the wait printed")
        terminal.type("\u{3}")
        // Without the interrupt this would wait ten minutes, far past the timeout.
        terminal.expect("interrupted (Ctrl-C) at ", timeout: 10)
        terminal.expectPrompt("live> ")
        terminal.type("expect nav.screen == \"repos\"\r")
        let answer = terminal.expectPrompt("live> ")
        XCTAssertEqual(answer?.contains("failed"), false, answer ?? "")
        terminal.type("quit\r")
        XCTAssertEqual(terminal.exitStatus(), 0)
    }

    func testShowFillsTheTerminalUnlessWidthSaysOtherwise() throws {
        let (wide, _) = try startREPL(columns: 100)
        wide.expectPrompt("rxs 0.000s> ")
        wide.type("open repos\r")
        wide.expectPrompt("repos 0.000s> ")
        wide.type("show\r")
        let screen = wide.expectPrompt("repos 0.000s> ") ?? ""
        let top = screen.split(whereSeparator: \.isNewline).first { $0.contains("┌") }.map(String.init) ?? ""
        XCTAssertEqual(top.trimmingCharacters(in: .whitespacesAndNewlines).count, 100, screen)
        wide.type("quit\r")

        let (forced, _) = try startREPL(["--width", "30"], columns: 100)
        forced.expectPrompt("rxs 0.000s> ")
        forced.type("open repos\r")
        forced.expectPrompt("repos 0.000s> ")
        forced.type("show\r")
        let narrow = forced.expectPrompt("repos 0.000s> ") ?? ""
        let narrowTop = narrow.split(whereSeparator: \.isNewline).first { $0.contains("┌") }.map(String.init) ?? ""
        XCTAssertEqual(narrowTop.trimmingCharacters(in: .whitespacesAndNewlines).count, 30, narrow)
        forced.type("quit\r")
    }

    func testOnATerminalErrorsAndFailedExpectsDoNotChangeTheExitStatus() throws {
        let (terminal, _) = try startREPL()
        terminal.expectPrompt("rxs 0.000s> ")
        terminal.type("foo\r")
        terminal.expect("unknown command 'foo'")
        terminal.expectPrompt("rxs 0.000s> ")
        terminal.type("expect nav.depth == 5\r")
        terminal.expect("expect failed: nav.depth == 5")
        terminal.expectPrompt("rxs 0.000s> ")
        terminal.type("\u{4}")
        XCTAssertEqual(terminal.exitStatus(), 0, "a person at a terminal saw each answer; the session ends well")
    }

    /// The terminal holds 4 KB the reader has not read; the rest waits in the kernel, which
    /// discards it on Ctrl-C unless told not to: the output of `show` and the fresh prompt vanished.
    func testCtrlCAtThePromptKeepsOutputTheTerminalHasNotShownYet() throws {
        let (terminal, _) = try startREPL(["--width", "400"])
        terminal.expectPrompt("rxs 0.000s> ")
        terminal.type("open repos\r")
        terminal.expectPrompt("repos 0.000s> ")
        terminal.type("show\r")
        // 6.5 KB of screen: the terminal's buffer full means the line was read and shown;
        // then the editor holding the terminal means the next line is being edited.
        XCTAssertTrue(terminal.waitUntilUnread(atLeast: 4000), "show printed less than the terminal holds")
        XCTAssertTrue(terminal.waitForLineEditing(), "the editor did not take the terminal after show")
        terminal.type("\u{3}")
        terminal.expect("(no rows)")
        terminal.expect("└")
        terminal.expectPrompt("repos 0.000s> ")
        terminal.expectPrompt("repos 0.000s> ")
        terminal.type("quit\r")
        XCTAssertEqual(terminal.exitStatus(), 0)
    }
}
