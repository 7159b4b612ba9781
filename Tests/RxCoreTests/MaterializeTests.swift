import RxSwift
import RxTest
import XCTest

final class MaterializeTests: XCTestCase {
    func testTurnsEventsIntoElementsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.materialize() }
        XCTAssertEqual(result.events, [.next(210, .next(1)), .next(300, .completed), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testErrorBecomesAnElementFollowedByCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let result = scheduler.start { source.materialize() }
        XCTAssertEqual(result.events, [.next(210, .next(1)), .next(220, .error(OperatorError())), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testNothingAfterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start(disposed: 230) { source.materialize() }
        XCTAssertEqual(result.events, [.next(210, .next(1))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.completed, .next(2), .completed])
        let result = scheduler.start { source.materialize() }
        XCTAssertEqual(result.events, [.next(200, .completed), .completed(200)])
    }
}
