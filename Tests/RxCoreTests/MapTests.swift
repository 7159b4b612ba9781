import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class MapTests: XCTestCase {
    func testMapsValuesAndForwardsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let result = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testThrownErrorEndsTheSequenceAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.map { value -> Int in
                if value == 2 { throw TestError() }
                return value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let result = scheduler.start(disposed: 230) { source.map { $0 + 1 } }
        XCTAssertEqual(result.events, [.next(210, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }
}

final class FilterTests: XCTestCase {
    func testPassesOnlyMatchingValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .error(240, TestError())])
        let result = scheduler.start { source.filter { $0 % 2 == 0 } }
        XCTAssertEqual(result.events, [.next(220, 2), .next(230, 4), .error(240, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }
}

final class TrampolineTests: XCTestCase {
    func testTakeStopsAnEndlessSynchronousSource() {
        var received: [Int] = []
        _ = Observable.from(0...).take(3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 2])
    }

    func testRangeStopsWhenTheSubscriberIsDone() {
        var received: [Int] = []
        _ = Observable.range(start: 0, count: Int.max).map { $0 * 2 }.take(2).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 2])
    }
}
