import APIClient
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// No duration a script can write, and no sum of them, overflows a clock: durations stop at
/// 1000 days, the session's clock at 10,000 days, and each refusal is an error, not a trap.
final class ClockLimitTests: XCTestCase, @unchecked Sendable {
    private let longest = "wait 1440000m"

    func testDurationsBeyondTheMaximumAreParseErrorsPointingAtTheValue() {
        XCTAssertEqual(diagnostic("wait 153722868m"), """
            demo.rxs:1:6: error: duration '153722868m' is too long
            wait 153722868m
                 ^~~~~~~~~~
            the longest is 1000 days (1440000m)
            """)
        XCTAssertEqual(oneLineError("wait 9223372036854775807ms"),
                       "demo.rxs:1:6: error: duration '9223372036854775807ms' is too long — the longest is 1000 days (1440000m)")
        XCTAssertEqual(oneLineError("net latency 153722868m"),
                       "demo.rxs:1:13: error: duration '153722868m' is too long — the longest is 1000 days (1440000m)")
        XCTAssertEqual(oneLineError("keys searchBar ab every 153722868m"),
                       "demo.rxs:1:25: error: duration '153722868m' is too long — the longest is 1000 days (1440000m)")
        XCTAssertEqual(oneLineError("set settle-timeout 153722868m"),
                       "demo.rxs:1:20: error: duration '153722868m' is too long — the longest is 1000 days (1440000m)")
    }

    func testManyLongestWaitsStopAtTheClockLimitWithAnError() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open repos")
            for _ in 0..<10 { session.lines(longest) }
            XCTAssertEqual(session.time, Session.clockLimit)
            XCTAssertEqual(session.time, 864_000_000_000)
            XCTAssertEqual(session.error("wait 1ms"), """
                flow.rxs:1:1: error: the virtual clock stops at its limit of 10000 days (14400000m); it is there now
                wait 1ms
                ^~~~
                a session's virtual time cannot pass 10000 days (14400000m)
                """)
            for _ in 0..<20 { _ = session.error(longest) }
            XCTAssertEqual(session.time, Session.clockLimit)
            // The session still works at its limit.
            XCTAssertEqual(session.lines("wait 0ms"), [])
            XCTAssertEqual(session.lines("type searchBar octocat"), [
                "[864000000.000s] searchBar.editing: false → true",
                "[864000000.000s] searchBar.text: \"\" → \"octocat\"",
            ])
            XCTAssertTrue(session.error("settle").contains("settle stopped at the virtual clock's limit of 10000 days"))
        }
    }

    func testAWaitThatWouldPassTheLimitStopsAtIt() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            for _ in 0..<9 { session.lines(longest) }
            session.lines("wait 1439999m")
            XCTAssertEqual(session.time, Session.clockLimit - 60_000)
            XCTAssertTrue(session.error("wait 2m").contains("stops at its limit"))
            XCTAssertEqual(session.time, Session.clockLimit)
        }
    }

    func testKeysWithTheLongestIntervalStopsAtTheLimit() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open search")
            XCTAssertTrue(session.error("keys searchField abcdefghijklmnop every 1440000m").contains("stops at its limit"))
            XCTAssertEqual(session.time, Session.clockLimit)
        }
    }

    func testTheLongestNetworkLatencyDeliversLateWithoutOverflow() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "net latency 1440000m", "type searchBar octocat", "wait 500ms"])
            XCTAssertEqual(session.lines("wait 1439999m"), [])
            XCTAssertEqual(session.lines("wait 1m"), [
                "[86400000.500s] table.count: 0 → 8",
                "[86400000.500s] table: +8 rows (0–7)",
                "[86400000.500s] activity.visible: true → false",
            ])
        }
    }

    func testDeliveryDelaysSaturateInsteadOfOverflowing() {
        XCTAssertEqual(DeliveryScheduler.nanoseconds(.milliseconds(200)), 200_000_000)
        XCTAssertEqual(DeliveryScheduler.nanoseconds(.seconds(-5)), 0)
        XCTAssertEqual(DeliveryScheduler.nanoseconds(.seconds(Int64.max)), Int.max)
        XCTAssertEqual(DeliveryScheduler.nanoseconds(.milliseconds(Int64(9_223_372_080_000))), Int.max)
    }

    func testAFailedSettleLongerThanTheLongestWaitIsSavedAsSeveralWaits() {
        let recording = SessionRecording(seed: 0)
        recording.failed(at: 2 * ScriptDuration.maximum.milliseconds + 5)
        XCTAssertEqual(recording.lines, ["set autosettle off", "wait 1440000m", "wait 1440000m", "wait 5ms"])
    }
}
