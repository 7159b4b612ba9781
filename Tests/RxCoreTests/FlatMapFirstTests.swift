import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class FlatMapFirstTests: XCTestCase {
    func testIgnoresElementsWhileAnInnerIsRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            scheduler.createColdObservable([.next(10, 100), .completed(40)]),
            scheduler.createColdObservable([.next(1, 200), .completed(2)]),
            scheduler.createColdObservable([.next(5, 300), .completed(10)]),
        ]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(260, 2), .completed(300)])
        let result = scheduler.start { outer.flatMapFirst { inners[$0] } }
        XCTAssertEqual(result.events, [.next(220, 100), .next(265, 300), .completed(300)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inners[1].subscriptions, [])
        XCTAssertEqual(inners[2].subscriptions, [Subscription(260, 270)])
    }

    func testDroppedElementsDoNotReachTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
        var selected: [Int] = []
        let result = scheduler.start { outer.flatMapFirst { value -> TestableObservable<Int> in
            selected.append(value)
            return inner
        } }
        XCTAssertEqual(selected, [0])
        XCTAssertEqual(result.events, [.next(220, 1), .completed(260)])
    }

    func testInnerErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
        let outer = scheduler.createHotObservable([.next(210, 0), .completed(300)])
        let result = scheduler.start { outer.flatMapFirst { _ in inner } }
        XCTAssertEqual(result.events, [.error(220, TestError())])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }
}
