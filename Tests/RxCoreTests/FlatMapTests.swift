import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class FlatMapTests: XCTestCase {
    func testMergesAllInnersAndCompletesAfterTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            scheduler.createColdObservable([.next(10, 10), .next(30, 11), .completed(40)]),
            scheduler.createColdObservable([.next(5, 20), .completed(100)]),
        ]
        let outer = scheduler.createHotObservable([.next(150, 1), .next(210, 0), .next(220, 1), .completed(300)])
        let result = scheduler.start { outer.flatMap { inners[$0] } }
        XCTAssertEqual(result.events, [.next(220, 10), .next(225, 20), .next(240, 11), .completed(320)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(220, 320)])
    }

    func testInnerErrorDisposesOuterAndOtherInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            scheduler.createColdObservable([.next(10, 10), .next(100, 11)]),
            scheduler.createColdObservable([.error(15, TestError())]),
        ]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .next(400, 0)])
        let result = scheduler.start { outer.flatMap { inners[$0] } }
        XCTAssertEqual(result.events, [.next(220, 10), .error(235, TestError())])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 235)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(220, 235)])
    }

    func testSelectorErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 10), .next(100, 11)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(230, 1)])
        let result = scheduler.start {
            outer.flatMap { value -> TestableObservable<Int> in
                if value == 1 { throw TestError() }
                return inner
            }
        }
        XCTAssertEqual(result.events, [.next(220, 10), .error(230, TestError())])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testDisposeUnsubscribesOuterAndInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 10), .next(40, 11), .completed(50)])
        let outer = scheduler.createHotObservable([.next(210, 0), .completed(300)])
        let result = scheduler.start(disposed: 230) { outer.flatMap { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 10)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }
}
