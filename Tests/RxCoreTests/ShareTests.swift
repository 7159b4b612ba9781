import RxSwift
import RxTest
import Dispatch
import Synchronization
import XCTest

private struct TestError: Error {}

final class ShareTests: XCTestCase {
    func testWhileConnectedReplayOneForgetsAndReconnectsAfterTheLastUnsubscribe() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(235, 3), .next(260, 9), .next(300, 4), .next(320, 5),
        ])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(240) { subscriptions[1].dispose() }
        scheduler.scheduleAt(250) { subscriptions[0].dispose() }
        scheduler.scheduleAt(280) { subscriptions.append(shared.subscribe(third)) }
        scheduler.scheduleAt(330) { subscriptions[2].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(235, 3)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(235, 3)])
        XCTAssertEqual(third.events, [.next(300, 4), .next(320, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(280, 330)])
    }

    func testDefaultShareSubscribesOnceAndResubscribesAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let shared = xs.share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let third = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(third) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(third.events, [.next(310, 1), .next(320, 2), .completed(330)])
        // A terminated connection is forgotten, not disposed, as RxSwift's ShareWhileConnected;
        // the source ends its own subscription (a test observable's wrapper at its terminal event).
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func testErrorReachesEverySubscriberAndEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(215) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(second.events, [.next(215, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testForeverKeepsTheReplayAcrossReconnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3), .completed(400)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(280) { _ = shared.subscribe(second) }
        scheduler.scheduleAt(450) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(280, 2), .next(300, 3), .completed(400)])
        XCTAssertEqual(late.events, [.next(450, 3), .completed(450)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(280, 400)])
    }

    func testWhileConnectedWithLongerReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4)])
        let shared = xs.share(replay: 2)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(240) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(240, 2), .next(240, 3), .next(250, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
    }

    func testSynchronousSourceIsReplayedForEachNewConnection() {
        let shared = Observable.just(7).share(replay: 1)
        var received: [Int] = []
        _ = shared.subscribe(onNext: { received.append($0) })
        _ = shared.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [7, 7])
    }

    func testAConnectionEndedByTheSourceIsReleasedWhenTheSourceDisposesItself() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.map { $0 * 2 }.share()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// RxSwift issue 2718: a subscriber arriving while the last one leaves on another thread
    /// must get elements (a fresh connection), never be attached to the dying one.
    func testConcurrentSubscribeAndDisposeNeverLosesASubscriber() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        final class Race: @unchecked Sendable {
            let shared: Observable<Int>
            var leaving: Disposable?
            var arriving: Disposable?
            let received = Atomic<Int>(0)
            init(shared: Observable<Int>) { self.shared = shared }
        }
        for _ in 0..<300 {
            let race = Race(shared: shared)
            race.leaving = shared.subscribe(onNext: { _ in })
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    race.leaving?.dispose()
                } else {
                    race.arriving = race.shared.subscribe(onNext: { _ in race.received.add(1, ordering: .relaxed) })
                }
            }
            subject.onNext(1)
            XCTAssertGreaterThanOrEqual(race.received.load(ordering: .relaxed), 1)
            XCTAssertTrue(subject.hasObservers)
            race.arriving?.dispose()
            XCTAssertFalse(subject.hasObservers)
        }
    }

    /// A connection's subscription to its source is disposed once: when its last subscriber
    /// leaves, or, for a source that ended within its own subscription, as soon as that
    /// subscription is made; each new connection subscribes the source again.
    func testTheSourceSubscriptionIsDisposedOnceWhenItsConnectionEnds() {
        var subscribed = 0
        var disposed = 0
        let live = Observable<Int>.create { observer in
            subscribed += 1
            observer.onNext(subscribed)
            return Disposables.create { disposed += 1 }
        }
        .share(replay: 1)
        var received: [Int] = []
        let first = live.subscribe(onNext: { received.append($0) })
        let second = live.subscribe(onNext: { received.append($0) })
        first.dispose()
        XCTAssertEqual(disposed, 0)
        second.dispose()
        second.dispose()
        XCTAssertEqual(disposed, 1)
        live.subscribe(onNext: { received.append($0) }).dispose()
        XCTAssertEqual(received, [1, 1, 2])
        XCTAssertEqual(subscribed, 2)
        XCTAssertEqual(disposed, 2)

        var endedDisposals = 0
        let ended = Observable<Int>.create { observer in
            observer.onNext(5)
            observer.onCompleted()
            return Disposables.create { endedDisposals += 1 }
        }
        .share()
        var events: [String] = []
        let subscription = ended.subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("done") })
        XCTAssertEqual(events, ["5", "done"])
        XCTAssertEqual(endedDisposals, 1)
        subscription.dispose()
        XCTAssertEqual(endedDisposals, 1)
    }

    /// A source that ended is let go of even when its subscriber unsubscribes afterwards (the
    /// connection, the source's subscription and its observer would otherwise hold each other).
    func testAnEndedConnectionIsReleasedWhenItsSubscriberLeavesLater() {
        final class Resource {}
        weak var released: Resource?
        do {
            let resource = Resource()
            released = resource
            let shared = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create { _ = resource }
            }
            .share(replay: 1, scope: .whileConnected)
            var received: [Int] = []
            let subscription = shared.subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [1])
            subscription.dispose()
        }
        XCTAssertNil(released)
    }
}
