import RxSwift
import RxTest
import XCTest

final class ReduceTests: XCTestCase {
    func testSendsTheTotalOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let result = scheduler.start { source.reduce(10, accumulator: +) }
        XCTAssertEqual(result.events, [.next(300, 16), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testMapResultTransformsTheTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.reduce(0, accumulator: +, mapResult: { "total \($0)" }) }
        XCTAssertEqual(result.events, [.next(300, "total 3"), .completed(300)])
    }

    func testEmptySourceSendsTheSeed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.reduce(42, accumulator: +) }
        XCTAssertEqual(result.events, [.next(250, 42), .completed(250)])
    }

    func testThrowingAccumulatorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start {
            source.reduce(0) { total, value in
                if value == 2 { throw OperatorError() }
                return total + value
            }
        }
        XCTAssertEqual(result.events, [.error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingMapResultEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start {
            source.reduce(0, accumulator: +, mapResult: { _ -> Int in throw OperatorError(code: 3) })
        }
        XCTAssertEqual(result.events, [.error(300, OperatorError(code: 3))])
    }

    func testSourceErrorSendsNoTotal() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let result = scheduler.start { source.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [.error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedBeforeCompletionSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start(disposed: 250) { source.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .completed, .next(2), .completed])
        let result = scheduler.start { source.reduce(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }
}
