import RxSwift
import RxTest
import XCTest

final class StartWithTests: XCTestCase {
    func testSendsTheElementsAtSubscriptionThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 0), .next(220, 3), .completed(300)])
        let result = scheduler.start { source.startWith(1, 2) }
        XCTAssertEqual(result.events, [.next(200, 1), .next(200, 2), .next(220, 3), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testTheOutermostStartWithComesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.startWith(1).startWith(2) }
        XCTAssertEqual(result.events, [.next(200, 2), .next(200, 1), .completed(300)])
    }

    func testForwardsSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.error(220, OperatorError())] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.startWith(1) }
        XCTAssertEqual(result.events, [.next(200, 1), .error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testNothingAfterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(240, 3)])
        let result = scheduler.start(disposed: 230) { source.startWith(1) }
        XCTAssertEqual(result.events, [.next(200, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.completed, .next(2), .completed])
        let result = scheduler.start { source.startWith(1) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }
}
