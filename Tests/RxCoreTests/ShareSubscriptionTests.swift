@testable import RxSwift
import Dispatch
import Synchronization
import XCTest

/// A `share()` subscriber's subscription (`ShareSubscription`, subscribed here directly, not
/// through the disposable wrapping it in a chain): disposed once whatever the number of
/// `dispose()` calls and threads, it takes away its own subscriber only, and the last one
/// disconnects.
final class ShareSubscriptionTests: XCTestCase {
    func testDisposingASubscriptionTwiceTakesAwayOnlyItsOwnSubscriber() {
        for replay in [false, true] {
            let subject = PublishSubject<Int>()
            let shared = ShareWhileConnected(source: subject.asObservable(), replaysLatest: replay)
            var first: [Int] = []
            var second: [Int] = []
            let leaving = shared.subscribeShared { if case .next(let value) = $0 { first.append(value) } }
            let staying = shared.subscribeShared { if case .next(let value) = $0 { second.append(value) } }
            subject.onNext(1)
            XCTAssertEqual((leaving as? Cancelable)?.isDisposed, false)
            leaving.dispose()
            XCTAssertEqual((leaving as? Cancelable)?.isDisposed, true)
            leaving.dispose()
            subject.onNext(2)
            XCTAssertTrue(subject.hasObservers, "replay \(replay)")
            XCTAssertEqual(first, [1], "replay \(replay)")
            XCTAssertEqual(second, [1, 2], "replay \(replay)")
            staying.dispose()
            XCTAssertFalse(subject.hasObservers, "replay \(replay)")
            staying.dispose()
            XCTAssertFalse(subject.hasObservers, "replay \(replay)")
        }
    }

    func testALateSubscriberGetsTheLatestBeforeLiveElementsAndLeavesTheOthersConnected() {
        let subject = PublishSubject<Int>()
        let shared = ShareWhileConnected(source: subject.asObservable(), replaysLatest: true)
        var first: [Int] = []
        var late: [Int] = []
        let staying = shared.subscribeShared { if case .next(let value) = $0 { first.append(value) } }
        subject.onNext(1)
        let leaving = shared.subscribeShared { if case .next(let value) = $0 { late.append(value) } }
        subject.onNext(2)
        leaving.dispose()
        leaving.dispose()
        subject.onNext(3)
        XCTAssertEqual(late, [1, 2])
        XCTAssertEqual(first, [1, 2, 3])
        staying.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// Two threads disposing the same subscription: the subscriber that stays is never taken
    /// away and the connection stays up.
    func testConcurrentDisposalsOfOneSubscriptionLeaveTheOtherSubscriberConnected() {
        final class Received: @unchecked Sendable {
            let count = Atomic<Int>(0)
        }
        final class Leaving: @unchecked Sendable {
            let subscription: Disposable
            init(_ subscription: Disposable) { self.subscription = subscription }
        }
        let subject = PublishSubject<Int>()
        let shared = ShareWhileConnected(source: subject.asObservable(), replaysLatest: true)
        for _ in 0..<300 {
            let received = Received()
            let staying = shared.subscribeShared { if case .next = $0 { received.count.add(1, ordering: .relaxed) } }
            let leaving = Leaving(shared.subscribeShared { _ in })
            DispatchQueue.concurrentPerform(iterations: 2) { _ in leaving.subscription.dispose() }
            subject.onNext(1)
            XCTAssertTrue(subject.hasObservers)
            XCTAssertEqual(received.count.load(ordering: .relaxed), 1)
            staying.dispose()
            XCTAssertFalse(subject.hasObservers)
        }
    }

    /// A subscription kept after its disposal does not keep the source's subscription: the
    /// last subscriber's disposal disconnects at once.
    func testTheLastSubscriptionDisposedLetsGoOfTheSourceWhileItIsStillHeld() {
        final class Resource {}
        weak var released: Resource?
        var subscription: Disposable?
        do {
            let resource = Resource()
            released = resource
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create { _ = resource }
            }
            let shared = ShareWhileConnected(source: source, replaysLatest: true)
            subscription = shared.subscribeShared { _ in }
            XCTAssertNotNil(released)
            subscription?.dispose()
        }
        XCTAssertNil(released)
        XCTAssertNotNil(subscription)
    }

    /// However many `dispose()` calls, on however many threads, the connection's `unsubscribe`
    /// runs once, with the subscription's connection and id, and the connection is let go.
    func testConcurrentDisposalsOfOneSubscriptionUnsubscribeOnce() {
        final class Connection {}
        final class Calls: @unchecked Sendable {
            let count = Atomic<Int>(0)
            let ids = Mutex<[Int]>([])
        }
        for _ in 0..<300 {
            let calls = Calls()
            weak var released: Connection?
            let subscription: ShareSubscription
            do {
                let connection = Connection()
                released = connection
                subscription = ShareSubscription(connection: connection, id: 7) { connection, id in
                    XCTAssertTrue(connection is Connection)
                    calls.count.add(1, ordering: .relaxed)
                    calls.ids.withLock { $0.append(id) }
                }
            }
            XCTAssertNotNil(released)
            DispatchQueue.concurrentPerform(iterations: 4) { _ in subscription.dispose() }
            subscription.dispose()
            XCTAssertEqual(calls.count.load(ordering: .relaxed), 1)
            XCTAssertEqual(calls.ids.withLock { $0 }, [7])
            XCTAssertTrue(subscription.isDisposed)
            XCTAssertNil(released, "the subscription lets go of its connection once disposed")
        }
    }
}
