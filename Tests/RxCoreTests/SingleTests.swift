import RxSwift
import RxTest
import XCTest

final class SingleTests: XCTestCase {
    func testOneElementPassesAndCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.single() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testSecondElementIsAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.single() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testEmptySourceIsAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.single() }
        XCTAssertEqual(result.events, [.error(300, RxError.noElements)])
    }

    func testPredicateCountsOnlyMatchingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 4), .next(230, 5), .completed(300)])
        let result = scheduler.start { source.single { $0 % 2 == 0 } }
        XCTAssertEqual(result.events, [.next(220, 4), .completed(300)])
    }

    func testThrowingPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.single { _ in throw OperatorError() } }
        XCTAssertEqual(result.events, [.error(210, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    func testForwardsSourceErrorAndStopsAtDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(220, OperatorError())] as [Recorded<Event<Int>>])
        let failed = scheduler.start { failing.single() }
        XCTAssertEqual(failed.events, [.error(220, OperatorError())])

        let later = TestScheduler(initialClock: 0)
        let source = later.createHotObservable([.next(210, 1), .completed(300)])
        let disposed = later.start(disposed: 250) { source.single() }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .next(2), .next(3), .completed])
        let result = scheduler.start { source.single() }
        XCTAssertEqual(result.events, [.next(200, 1), .error(200, RxError.moreThanOneElement)])
    }
}
