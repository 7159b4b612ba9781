import RxSwift
import RxTest
import XCTest

final class SkipTests: XCTestCase {
    func testDropsTheFirstCountElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let result = scheduler.start { source.skip(2) }
        XCTAssertEqual(result.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testZeroPassesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.skip(0) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(300)])
    }

    func testMoreThanTheSourceHasOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.skip(5) }
        XCTAssertEqual(result.events, [.completed(300)])
    }

    func testForwardsSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let result = scheduler.start { source.skip(1) }
        XCTAssertEqual(result.events, [.error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testNothingAfterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let result = scheduler.start(disposed: 230) { source.skip(1) }
        XCTAssertEqual(result.events, [.next(220, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .next(2), .completed, .next(3), .completed])
        let result = scheduler.start { source.skip(1) }
        XCTAssertEqual(result.events, [.next(200, 2), .completed(200)])
    }
}
