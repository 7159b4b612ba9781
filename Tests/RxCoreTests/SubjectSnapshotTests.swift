import RxSwift
import RxRelay
import Synchronization
import Dispatch
import XCTest

/// A subject delivers an element to the observers of that moment through a snapshot it does
/// not retain per element; a change of observers during a delivery keeps the old snapshot
/// until every delivery from it has ended. These pin RxSwift's behaviour on those paths.
final class SubjectSnapshotTests: XCTestCase {
    /// Counts its live instances, to see when an observer's closure is let go of.
    final class Token {
        static let live = Mutex(0)
        init() { Self.live.withLock { $0 += 1 } }
        deinit { Self.live.withLock { $0 -= 1 } }
        static var count: Int { live.withLock { $0 } }
    }

    func testObserverDisposingItselfStaysAliveUntilItsDeliveryEnds() {
        let subject = PublishSubject<Int>()
        let before = Token.count
        var aliveInside: [Int] = []
        var subscription: Disposable?
        var token: Token? = Token()
        subscription = subject.subscribe(onNext: { [token] _ in
            subscription?.dispose()
            subscription = nil
            // Only the delivery keeps this closure (and the token it holds) now.
            aliveInside.append(Token.count - before)
            withExtendedLifetime(token) {}
        })
        token = nil
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(aliveInside, [1], "delivered once, with its token alive while it ran")
        XCTAssertEqual(Token.count - before, 0, "let go of once the delivery ended")
    }

    func testRemovalDuringANestedDeliveryKeepsBothDeliveriesWhole() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var third: Disposable?
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
        })
        let second = subject.subscribe(onNext: { value in
            log.append("B\(value)")
            if value == 2 { third?.dispose() }
        })
        third = subject.subscribe(onNext: { log.append("C\($0)") })
        _ = captureStandardError { subject.onNext(1) }
        subject.onNext(3)
        // The nested 2 and the outer 1 both go to A, B and C (their observers of that moment);
        // C, removed during the nested delivery, gets nothing after.
        XCTAssertEqual(log, ["A1", "A2", "B2", "C2", "B1", "C1", "A3", "B3"])
        first.dispose()
        second.dispose()
    }

    func testSubjectDisposedDuringDeliveryFinishesThatElementOnly() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.dispose() }
        })
        let second = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["A0", "B0", "A1", "B1"])
        XCTAssertThrowsError(try subject.value())
        first.dispose()
        second.dispose()
    }

    func testObserversChangedBetweenElementsGetExactlyTheElementsAfterTheirSubscription() {
        let relay = BehaviorRelay(value: 0)
        var log: [String] = []
        let first = relay.subscribe(onNext: { log.append("A\($0)") })
        relay.accept(1)
        let second = relay.subscribe(onNext: { log.append("B\($0)") })
        relay.accept(2)
        first.dispose()
        relay.accept(3)
        let third = relay.subscribe(onNext: { log.append("C\($0)") })
        relay.accept(4)
        XCTAssertEqual(log, ["A0", "A1", "B1", "A2", "B2", "B3", "C3", "B4", "C4"])
        second.dispose()
        third.dispose()
    }

    /// The last observers leaving after an element (so a snapshot of them was made): the next
    /// element reaches no one, and a ReplaySubject still keeps it for its next subscriber.
    func testElementAfterTheLastObserverLeftGoesToNoOneAndIsStillReplayed() {
        let publish = PublishSubject<Int>()
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        var log: [String] = []
        let fromPublish = publish.subscribe(onNext: { log.append("P\($0)") })
        let fromReplay = replay.subscribe { event in log.append("R\(event.element ?? -1)") }
        publish.onNext(1)
        replay.onNext(1)
        fromPublish.dispose()
        fromReplay.dispose()
        publish.onNext(2)
        replay.onNext(2)
        XCTAssertEqual(log, ["P1", "R1"])
        let again = replay.subscribe(onNext: { log.append("S\($0)") })
        replay.onNext(3)
        XCTAssertEqual(log, ["P1", "R1", "S1", "S2", "S3"])
        again.dispose()
    }

    func testReplaySubjectCompletingDuringDeliveryStillEndsEveryObserver() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onCompleted() }
        }, onCompleted: { log.append("A|") })
        let second = subject.subscribe(onNext: { log.append("B\($0)") }, onCompleted: { log.append("B|") })
        _ = captureStandardError { subject.onNext(1) }
        // The nested completion reaches A and B first; B, stopped by it, then ignores the
        // outer 1 still being delivered to it (an observer after its terminal event, as RxSwift's).
        XCTAssertEqual(log, ["A1", "A|", "B|"])
        first.dispose()
        second.dispose()
    }

    func testSubscribingAndDisposingFromAnotherThreadDuringDeliveriesLosesNoElement() {
        let subject = PublishSubject<Int>()
        let received = Atomic<Int>(0)
        let keeper = subject.subscribe(onNext: { _ in received.add(1, ordering: .relaxed) })
        // One worker sends while the other subscribes and disposes: every change of observers
        // lands while elements are being delivered from the snapshot it replaces.
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 0 {
                for value in 0..<20_000 { subject.onNext(value) }
            } else {
                for _ in 0..<2_000 {
                    subject.subscribe(onNext: { _ in }).dispose()
                }
            }
        }
        XCTAssertEqual(received.load(ordering: .relaxed), 20_000)
        keeper.dispose()
    }
}
