import RxSwift
import RxTest
import XCTest

final class ScanTests: XCTestCase {
    func testSendsEveryIntermediateAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let result = scheduler.start { source.scan(10) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(210, 11), .next(220, 13), .next(230, 16), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testIntoMutatesTheSeedInPlace() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(result.events, [.next(210, [1]), .next(220, [1, 2]), .completed(300)])
    }

    func testEachSubscriptionStartsFromTheSeed() {
        let scan = Observable.of(1, 2).scan(0, accumulator: +)
        var values: [Int] = []
        _ = scan.subscribe(onNext: { values.append($0) })
        _ = scan.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 3, 1, 3])
    }

    func testThrowingAccumulatorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.scan(0) { total, value in
                if value == 2 { throw OperatorError() }
                return total + value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testForwardsSourceErrorAndStopsAtDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let failed = scheduler.start { failing.scan(0, accumulator: +) }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, OperatorError())])

        let later = TestScheduler(initialClock: 0)
        let source = later.createHotObservable([.next(210, 1), .next(240, 2)])
        let disposed = later.start(disposed: 230) { source.scan(0, accumulator: +) }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .error(OperatorError()), .next(2), .completed])
        let result = scheduler.start { source.scan(0, accumulator: +) }
        XCTAssertEqual(result.events, [.next(200, 1), .error(200, OperatorError())])
    }
}
