import RxSwift
import RxTest
import XCTest

final class TakeWhileTests: XCTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300)])
    }

    func testExclusiveCompletesAtTheFirstFailingElementWithoutIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let result = scheduler.start { source.take(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testInclusiveSendsTheFailingElementBeforeCompleting() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let result = scheduler.start { source.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 5), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testAllPassingCompletesWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let result = scheduler.start { source.take(while: { $0 < 10 }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300)])
    }

    func testThrowingPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let result = scheduler.start {
            source.take(while: { value in
                if value == 2 { throw OperatorError() }
                return true
            })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testForwardsSourceErrorAndStopsAtDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let failed = scheduler.start { failing.take(while: { _ in true }) }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, OperatorError())])

        let later = TestScheduler(initialClock: 0)
        let source = makeSource(later)
        let disposed = later.start(disposed: 215) { source.take(while: { _ in true }) }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .next(9), .next(2), .completed])
        let result = scheduler.start { source.take(while: { $0 < 3 }) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }
}
