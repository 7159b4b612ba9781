import RxCore
import RxTestKit
import XCTest

final class TestableObservableTests: XCTestCase {
    func testHotObservableEmitsAtAbsoluteTimesToWhoeverIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(100, 1), .next(200, 2), .next(300, 3), .completed(400)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        scheduler.scheduleAt(150) { earlySubscription = source.subscribe(early) }
        scheduler.scheduleAt(250) { earlySubscription?.dispose() }
        scheduler.scheduleAt(220) { _ = source.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(200, 2)])
        XCTAssertEqual(late.events, [.next(300, 3), .completed(400)])
        XCTAssertEqual(source.subscriptions, [Subscription(150, 250), Subscription(220)])
    }

    func testColdObservableReplaysItsTimelineForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = source.subscribe(first) }
        scheduler.scheduleAt(300) { _ = source.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, "a"), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, "a"), .completed(320)])
        XCTAssertEqual(source.subscriptions, [Subscription(200), Subscription(300)])
        XCTAssertEqual(source.recordedEvents, [.next(10, "a"), .completed(20)])
    }

    func testDisposingAColdSubscriptionCancelsItsPendingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
        let observer = scheduler.start(disposed: 230) { source }
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertNil(scheduler.nextDueTime)
    }

    func testOperatorUnsubscribesFromHotSourceOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let observer = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(observer.events, [.next(210, 20), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }
}
