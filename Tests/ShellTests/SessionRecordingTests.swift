import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// What `:save` writes, from a session's journal.
final class SessionRecordingTests: XCTestCase, @unchecked Sendable {
    @MainActor private func replay(_ lines: [String], in session: Session) {
        for line in lines where !line.hasPrefix("#") { session.lines(line) }
    }

    func testASettleThatGaveUpIsSavedAsTheWaitItMade() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions.builtIn
            options.registry = { TestScreens.registry }
            options.settleLimit = 10_000
            options.autosettle = true
            let session = Session(options: options)
            let recording = SessionRecording(seed: 0)
            session.journal = recording
            session.lines("open form")
            XCTAssertTrue(session.error("open ticker").contains("settle gave up after 10 s"))
            session.lines("wait 1s")
            XCTAssertEqual(recording.lines, [
                "set autosettle off", "open form", "settle", "open ticker", "wait 10s", "wait 1s",
            ])
            options.autosettle = false
            let replayed = Session(options: options)
            replay(recording.lines, in: replayed)
            XCTAssertEqual(replayed.time, session.time)
            XCTAssertEqual(replayed.snapshot, session.snapshot)
            // The tickers' timers must stop while their schedulers are alive (see TestScreens).
            session.lines("open form")
            replayed.lines("open form")
        }
    }

    func testFailedLinesLeaveNoTrace() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            let recording = SessionRecording(seed: 5)
            session.journal = recording
            session.lines(["open search", "type searchField ab"])
            _ = session.error("tap searchButton")
            _ = session.error("include nothing.rxs")
            session.lines(["set autosettle on", "type searchField abc", "quit"])
            XCTAssertEqual(recording.lines, [
                "set autosettle off", "set seed 5", "open search", "type searchField ab", "type searchField abc", "settle",
            ])
        }
    }
}
