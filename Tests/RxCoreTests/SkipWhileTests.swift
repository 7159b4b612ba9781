import RxSwift
import RxTest
import XCTest

final class SkipWhileTests: XCTestCase {
    func testPassesEverythingFromTheFirstFailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
        ])
        let result = scheduler.start { source.skip(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(230, 5), .next(240, 1), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testPredicateIsNotCalledOnceElementsPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 6), .completed(300)])
        var calls = 0
        _ = scheduler.start {
            source.skip(while: { value in
                calls += 1
                return value < 3
            })
        }
        XCTAssertEqual(calls, 2)
    }

    func testThrowingPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.skip(while: { value in
                if value == 2 { throw OperatorError() }
                return true
            })
        }
        XCTAssertEqual(result.events, [.error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testForwardsSourceErrorAndStopsAtDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let failed = scheduler.start { failing.skip(while: { _ in false }) }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, OperatorError())])

        let later = TestScheduler(initialClock: 0)
        let source = later.createHotObservable([.next(210, 1), .next(240, 2)])
        let disposed = later.start(disposed: 230) { source.skip(while: { _ in false }) }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .next(5), .error(OperatorError()), .next(6)])
        let result = scheduler.start { source.skip(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(200, 5), .error(200, OperatorError())])
    }
}
