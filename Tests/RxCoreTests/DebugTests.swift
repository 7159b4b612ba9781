@testable import RxSwift
import RxTest
import XCTest

final class DebugTests: XCTestCase {
    func testLogsSubscriptionEventsAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var lines: [String] = []
        let result = scheduler.start {
            source.debug("search", trimOutput: false, file: #file, line: #line, function: #function) {
                lines.append($0)
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(lines, [
            "search -> subscribed", "search -> Event next(1)", "search -> Event completed", "search -> isDisposed",
        ])
    }

    func testDefaultIdentifierNamesFileLineAndFunction() {
        var lines: [String] = []
        _ = Observable.just(1)
            .debug(nil, trimOutput: false, file: "/src/App/ViewModel.swift", line: 42, function: "bind()") {
                lines.append($0)
            }
            .subscribe()
        XCTAssertEqual(lines.first, "ViewModel.swift:42 (bind()) -> subscribed")
    }

    func testTrimOutputShortensLongEvents() {
        var lines: [String] = []
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        _ = Observable.just(long)
            .debug("id", trimOutput: true, file: #file, line: #line, function: #function) { lines.append($0) }
            .subscribe()
        // The first and last 20 characters of `next(aaa…bbb)`.
        let expected = "next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "b", count: 19) + ")"
        XCTAssertEqual(lines[1], "id -> Event \(expected)")
    }

    func testLogsErrorAndDisposalBeforeTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(210, OperatorError(code: 5))] as [Recorded<Event<Int>>])
        var lines: [String] = []
        let failed = scheduler.start {
            failing.debug("x", trimOutput: false, file: #file, line: #line, function: #function) { lines.append($0) }
        }
        XCTAssertEqual(failed.events, [.error(210, OperatorError(code: 5))])
        XCTAssertEqual(lines[1], "x -> Event error(OperatorError(code: 5))")

        let later = TestScheduler(initialClock: 0)
        let source = later.createHotObservable([.next(260, 1)])
        var disposedLines: [String] = []
        let disposed = later.start(disposed: 250) {
            source.debug("y", trimOutput: false, file: #file, line: #line, function: #function) {
                disposedLines.append($0)
            }
        }
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(disposedLines, ["y -> subscribed", "y -> isDisposed"])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testNothingAfterTerminalEvent() {
        var lines: [String] = []
        let source = GrammarBreakingObservable<Int>([.completed, .next(2)])
        var events: [Event<Int>] = []
        _ = source.debug("z", trimOutput: false, file: #file, line: #line, function: #function) { lines.append($0) }
            .subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
        XCTAssertEqual(lines, ["z -> subscribed", "z -> Event completed", "z -> isDisposed"])
    }
}
