import RxSwift
import RxTest
import XCTest

final class IgnoreElementsTests: XCTestCase {
    func testPassesOnlyCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.ignoreElements() }
        XCTAssertEqual(result.events, [.completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testPassesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let result = scheduler.start { source.ignoreElements() }
        XCTAssertEqual(result.events, [.error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testNothingAfterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start(disposed: 250) { source.ignoreElements() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .completed, .error(OperatorError())])
        let result = scheduler.start { source.ignoreElements() }
        XCTAssertEqual(result.events, [.completed(200)])
    }
}
