import RxSwift
import RxTest
import XCTest

final class ElementAtTests: XCTestCase {
    func testSendsTheElementAtTheIndexAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let result = scheduler.start { source.element(at: 1) }
        XCTAssertEqual(result.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testShortSourceIsArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.element(at: 3) }
        XCTAssertEqual(result.events, [.error(300, RxError.argumentOutOfRange)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testNegativeIndexFailsWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1)])
        let result = scheduler.start { source.element(at: -1) }
        XCTAssertEqual(result.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(source.subscriptions, [])
    }

    func testForwardsSourceErrorAndStopsAtDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let failed = scheduler.start { failing.element(at: 2) }
        XCTAssertEqual(failed.events, [.error(220, OperatorError())])

        let later = TestScheduler(initialClock: 0)
        let source = later.createHotObservable([.next(210, 1), .next(240, 2)])
        let disposed = later.start(disposed: 230) { source.element(at: 1) }
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .next(2), .completed])
        let result = scheduler.start { source.element(at: 0) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }
}
