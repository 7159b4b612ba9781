import RxSwift
import RxTest
import XCTest

final class RefCountTests: XCTestCase {
    func testConnectsOnTheFirstSubscriberAndDisconnectsAfterTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(350, 3), .next(450, 4)])
        let counted = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(counted.subscribe(first)) }
        scheduler.scheduleAt(250) { subscriptions.append(counted.subscribe(second)) }
        scheduler.scheduleAt(300) { subscriptions[0].dispose() }
        scheduler.scheduleAt(400) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(260, 2)])
        XCTAssertEqual(second.events, [.next(260, 2), .next(350, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testCompletionEndsTheConnectionAndTheNextSubscriberConnectsAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let counted = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = counted.subscribe(first) }
        scheduler.scheduleAt(300) { _ = counted.subscribe(second) }
        scheduler.scheduleAt(305) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testSourceCompletingInsideConnectServesEachSubscriber() {
        let counted = Observable.just(5).publish().refCount()
        var received: [Int] = []
        var completions = 0
        for _ in 0..<2 {
            _ = counted.subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        }
        XCTAssertEqual(received, [5, 5])
        XCTAssertEqual(completions, 2)
    }

    func testUnsubscribingInsideAnEventDisconnects() {
        let subject = PublishSubject<Int>()
        let counted = subject.publish().refCount()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = counted.subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }
}
