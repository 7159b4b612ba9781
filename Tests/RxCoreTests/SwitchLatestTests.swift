import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class SwitchLatestTests: XCTestCase {
    func testFollowsTheNewestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let second = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, first), .next(240, second), .completed(250)])
        let result = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 3), .completed(260)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(240, 260)])
    }

    func testCompletesWithTheOuterWhenNoInnerIsRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, first), .completed(300)])
        let result = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(300)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 230)])
    }

    func testOuterErrorDisposesTheInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
        let outer = scheduler.createHotObservable([.next(210, first), .error(230, TestError())])
        let result = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1), .error(230, TestError())])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 230)])
    }

    func testDisposeUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
        let outer = scheduler.createHotObservable([.next(210, first)])
        let result = scheduler.start(disposed: 240) { outer.switchLatest() }
        XCTAssertEqual(result.events, [.next(220, 1)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
    }
}
