import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class DelaySubscriptionTests: XCTestCase {
    func testSubscribesAfterTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
        let result = scheduler.start { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(280, 42), .next(290, 43), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(230, 300)])
    }

    func testPassesOnErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(50, 42), .error(60, TestError())])
        let result = scheduler.start { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(280, 42), .error(290, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(230, 290)])
    }

    func testDisposeBeforeTheDelayNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let result = scheduler.start(disposed: 220) { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(source.subscriptions, [])
        XCTAssertEqual(scheduler.pendingWork, [])
    }

    func testDisposeAfterTheDelayEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(50, 42), .completed(70)])
        let result = scheduler.start(disposed: 250) { source.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(230, 250)])
    }
}
