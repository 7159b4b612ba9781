import RxSwift
import RxTest
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

final class TestableObservableAsObservableTests: XCTestCase {
    func testAsObservableReturnsANewObservableEachCall() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let first = xs.asObservable()
        let second = xs.asObservable()
        XCTAssertTrue(first !== second)
        XCTAssertTrue(first !== xs)
        let ys = scheduler.createColdObservable([.next(10, 1)])
        XCTAssertTrue(ys.asObservable() !== ys.asObservable())
    }

    func testSubscribingThroughAsObservableIsRecordedOnTheTestableObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { xs.asObservable() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsObservableUnsubscribesOnTheTerminalEventButTheObservableItselfDoesNot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let direct = scheduler.createObserver(Int.self)
        let wrapped = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(direct)
            _ = xs.asObservable().subscribe(wrapped)
        }
        scheduler.start()
        XCTAssertEqual(direct.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(wrapped.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200), Subscription(200, 220)])
    }

    func testEachWrapperSubscribesAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let wrapper = xs.asObservable()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = wrapper.subscribe(observer) }
        scheduler.scheduleAt(230) { _ = xs.asObservable().subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(240, 2), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200), Subscription(230)])
    }

    /// Closures subscribed to a testable observable (through its `asObservable()` wrapper) get
    /// its events, and the subscription records its end at the terminal event.
    func testSubscribingClosuresRecordsTheSubscriptionUntilItsTerminalEventInEachShape() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var received: [String] = []
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(onNext: { received.append("onNext \($0)") })
            _ = xs.subscribe(onNext: { received.append("lambda \($0)") }, onCompleted: { received.append("lambda done") })
        }
        scheduler.start()
        XCTAssertEqual(received, ["onNext 1", "lambda 1", "lambda done"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(200, 220)])
    }
}
