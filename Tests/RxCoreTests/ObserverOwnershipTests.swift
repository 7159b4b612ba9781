import RxSwift
import XCTest

/// The observer handed down a subscription is owned by whoever keeps it (a subject's list, a
/// sink): kept alive exactly while subscribed, let go of when the subscription is disposed.
final class ObserverOwnershipTests: XCTestCase {
    /// An observer object the test can watch go away.
    private final class Probe: ObserverType {
        var received: [String] = []
        func on(_ event: Event<Int>) { received.append("\(event)") }
    }

    /// Subscribes a probe through `subscribe`, drops every reference the test holds to it but
    /// a weak one, sends `send`, then disposes the subscription and lets go of it: returns what
    /// the probe received and whether it was alive while subscribed and after.
    private func watch(_ subscribe: (AnyObserver<Int>) -> Disposable, send: () -> Void)
        -> (received: [String], aliveWhileSubscribed: Bool, aliveAfterDispose: Bool) {
        weak var weakProbe: Probe?
        var received: [String] = []
        var subscription: Disposable? = {
            let probe = Probe()
            weakProbe = probe
            return subscribe(AnyObserver { probe.on($0); received = probe.received })
        }()
        send()
        let aliveWhileSubscribed = weakProbe != nil
        subscription?.dispose()
        subscription = nil
        return (received, aliveWhileSubscribed, weakProbe != nil)
    }

    func testAPublishSubjectKeepsItsObserverUntilTheSubscriptionIsDisposed() {
        let subject = PublishSubject<Int>()
        let result = watch({ subject.subscribe($0) }, send: { subject.onNext(1) })
        XCTAssertEqual(result.received, ["next(1)"])
        XCTAssertTrue(result.aliveWhileSubscribed)
        XCTAssertFalse(result.aliveAfterDispose)
        XCTAssertFalse(subject.hasObservers)
    }

    func testAPublishSubjectThatEndedDoesNotKeepItsObserver() {
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        let result = watch({ subject.subscribe($0) }, send: {})
        XCTAssertEqual(result.received, ["completed"])
        XCTAssertFalse(result.aliveWhileSubscribed)
    }

    func testABehaviorSubjectKeepsItsObserverUntilTheSubscriptionIsDisposed() {
        let subject = BehaviorSubject<Int>(value: 0)
        let result = watch({ subject.subscribe($0) }, send: { subject.onNext(1) })
        XCTAssertEqual(result.received, ["next(0)", "next(1)"])
        XCTAssertTrue(result.aliveWhileSubscribed)
        XCTAssertFalse(result.aliveAfterDispose)
    }

    func testAnOperatorsSinkKeepsItsObserverUntilTheSubscriptionIsDisposed() {
        let subject = PublishSubject<Int>()
        let result = watch({ subject.map { $0 * 10 }.filter { $0 > 0 }.subscribe($0) },
                           send: { subject.onNext(0); subject.onNext(2) })
        XCTAssertEqual(result.received, ["next(20)"])
        XCTAssertTrue(result.aliveWhileSubscribed)
        XCTAssertFalse(result.aliveAfterDispose)
        XCTAssertFalse(subject.hasObservers)
    }

    func testASequenceThatCompletesDuringItsSubscriptionLetsGoOfItsObserver() {
        let result = watch({ Observable.just(3).map { $0 + 1 }.subscribe($0) }, send: {})
        XCTAssertEqual(result.received, ["next(4)", "completed"])
        XCTAssertFalse(result.aliveAfterDispose)
    }
}
