import RxSwift
import RxTest
import XCTest

private struct Person: Equatable {
    let name: String
    let age: Int
}

final class DistinctUntilChangedTests: XCTestCase {
    func testDropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(300),
        ])
        let result = scheduler.start { source.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testKeySelectorComparesKeys() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "b"), .next(230, "cc"), .next(240, "dd"), .next(250, "e"), .completed(300),
        ])
        let result = scheduler.start { source.distinctUntilChanged { $0.count } }
        XCTAssertEqual(result.events, [.next(210, "a"), .next(230, "cc"), .next(250, "e"), .completed(300)])
    }

    func testComparerDecidesEquality() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 10), .next(220, 11), .next(230, 13), .completed(300)])
        let result = scheduler.start { source.distinctUntilChanged { abs($0 - $1) < 2 } }
        XCTAssertEqual(result.events, [.next(210, 10), .next(230, 13), .completed(300)])
    }

    func testKeySelectorWithComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, "A"), .next(220, "a"), .next(230, "B"), .completed(300)])
        let result = scheduler.start {
            source.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
        }
        XCTAssertEqual(result.events, [.next(210, "A"), .next(230, "B"), .completed(300)])
    }

    func testKeyPathComparesTheProperty() {
        let scheduler = TestScheduler(initialClock: 0)
        let ann = Person(name: "Ann", age: 30)
        let olderAnn = Person(name: "Ann", age: 31)
        let bob = Person(name: "Bob", age: 31)
        let source = scheduler.createHotObservable([.next(210, ann), .next(220, olderAnn), .next(230, bob), .completed(300)])
        let result = scheduler.start { source.distinctUntilChanged(at: \.name) }
        XCTAssertEqual(result.events, [.next(210, ann), .next(230, bob), .completed(300)])
    }

    func testThrowingKeySelectorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.distinctUntilChanged { value -> Int in
                if value == 2 { throw OperatorError() }
                return value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingComparerEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw OperatorError(code: 4) }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError(code: 4))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testForwardsSourceErrorAndStopsAtDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let failed = scheduler.start { source.distinctUntilChanged() }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, OperatorError())])

        let later = TestScheduler(initialClock: 0)
        let long = later.createHotObservable([.next(210, 1), .next(240, 2)])
        let disposed = later.start(disposed: 230) { long.distinctUntilChanged() }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(long.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .completed, .next(2), .completed])
        let result = scheduler.start { source.distinctUntilChanged() }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }
}
