import RxSwift
import RxTest
import XCTest

final class FirstTests: XCTestCase {
    func testSendsTheFirstElementAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.first() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    func testEmptySourceSendsNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.first() }
        XCTAssertEqual(result.events, [.next(300, nil), .completed(300)])
    }

    func testForwardsSourceErrorAndStopsAtDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(220, OperatorError())] as [Recorded<Event<Int>>])
        let failed = scheduler.start { failing.first() }
        XCTAssertEqual(failed.events, [.error(220, OperatorError())])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])

        let later = TestScheduler(initialClock: 0)
        let source = later.createHotObservable([.next(260, 1)])
        let disposed = later.start(disposed: 250) { source.first() }
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .next(2), .completed])
        let result = scheduler.start { source.first() }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }
}
