import Dispatch
import Foundation
import RxSwift
import XCTest

/// RxSwift's deadlock reports (issues 1344, 2653, 2703, 2711, 2713, 2718) replayed on real
/// threads. Each scenario runs away from the test's thread and the test waits for it with a
/// timeout, so a deadlock fails the test instead of hanging the suite. Run them many times:
/// `swift test --filter DeadlockStressTests` in a loop (see the issue 21 note).
final class DeadlockStressTests: XCTestCase {
    /// A thread-safe list of what observers saw.
    private final class Log<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Value] = []
        func append(_ value: Value) { lock.lock(); values.append(value); lock.unlock() }
        var all: [Value] { lock.lock(); defer { lock.unlock() }; return values }
    }

    /// Holds a value across threads; the scenario's own waits decide who touches it when.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Runs `scenario` on another thread; false when it has not finished within `seconds`.
    private func finishes(within seconds: Double, _ scenario: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            scenario()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success
    }

    // MARK: 1344

    /// flatMap into an inner `create` that emits from another queue while its subscribe
    /// closure is still running (it sleeps 100 ms), merged with `just`: completes.
    func testIssue1344FlatMapOfAnInnerEmittingFromAnotherThreadMergedWithJustCompletes() {
        let values = Log<Int>()
        let completed = DispatchSemaphore(value: 0)
        let finished = finishes(within: 10) {
            let outer = Observable<Int>.create { observer in
                observer.onNext(1)
                Thread.sleep(forTimeInterval: 0.1)
                observer.onCompleted()
                return Disposables.create()
            }
            let flattened = outer.flatMap { _ in
                Observable<Int>.create { observer in
                    let sending = Box(observer)
                    DispatchQueue.global().async {
                        sending.value.onNext(2)
                        sending.value.onCompleted()
                    }
                    Thread.sleep(forTimeInterval: 0.1)
                    return Disposables.create()
                }
            }
            _ = Observable.merge(flattened, .just(3))
                .subscribe(onNext: { values.append($0) }, onCompleted: { completed.signal() })
            _ = completed.wait(timeout: .now() + 8)
        }
        XCTAssertTrue(finished, "deadlock: merge(flatMap, just) never completed")
        XCTAssertEqual(values.all.sorted(), [2, 3])
    }

    // MARK: 2653 and 2713

    /// A second subscriber arrives on another thread while the first subscriber's thread keeps
    /// sending: the second's observer, on its replayed element, waits for the first thread to
    /// deliver the next element. Replaying under the lock deadlocks; RxSwift 6.10 does not.
    private func assertReplayDoesNotBlockOtherSenders(
        _ name: String,
        make: @escaping @Sendable (BehaviorSubject<Int>) -> Observable<Int>
    ) {
        let first = Log<Int>()
        let second = Log<Int>()
        let secondReplaying = DispatchSemaphore(value: 0)
        let sentTwo = DispatchSemaphore(value: 0)
        let waitedInTime = Box(false)
        let finished = finishes(within: 10) {
            let source = BehaviorSubject(value: 1)
            let shared = Box(make(source))
            let firstSubscription = shared.value.subscribe(onNext: { first.append($0) })
            let secondDone = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                var replayed = false
                let subscription = shared.value.subscribe(onNext: { value in
                    second.append(value)
                    guard !replayed else { return }
                    replayed = true
                    secondReplaying.signal()
                    waitedInTime.value = sentTwo.wait(timeout: .now() + 3) == .success
                })
                subscription.dispose()
                secondDone.signal()
            }
            _ = secondReplaying.wait(timeout: .now() + 5)
            source.onNext(2)
            sentTwo.signal()
            _ = secondDone.wait(timeout: .now() + 5)
            firstSubscription.dispose()
        }
        XCTAssertTrue(finished, "\(name): the scenario did not finish")
        XCTAssertTrue(waitedInTime.value, "\(name): the first thread could not send while the replay ran")
        XCTAssertEqual(first.all, [1, 2], name)
        XCTAssertEqual(Array(second.all.prefix(1)), [1], name)
    }

    func testIssue2653ShareReplayOneWhileConnectedReplaysOutsideItsLock() {
        assertReplayDoesNotBlockOtherSenders("share(replay: 1)") { $0.share(replay: 1) }
    }

    func testIssue2653ShareReplayTwoWhileConnectedReplaysOutsideItsLock() {
        assertReplayDoesNotBlockOtherSenders("share(replay: 2)") { $0.share(replay: 2) }
    }

    func testIssue2713ReplaySubjectReplaysOutsideItsLock() {
        assertReplayDoesNotBlockOtherSenders("ReplaySubject") { source in
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            _ = source.subscribe(subject)
            return subject.asObservable()
        }
    }

    /// The replay still comes before every live element, even when they race.
    func testReplayComesBeforeLiveElementsSentFromAnotherThread() {
        for _ in 0..<200 {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subject.onNext(1)
            subject.onNext(2)
            let seen = Log<Int>()
            let sender = DispatchSemaphore(value: 0)
            let go = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                go.wait()
                for value in 3...6 { subject.onNext(value) }
                sender.signal()
            }
            go.signal()
            let subscription = subject.subscribe(onNext: { seen.append($0) })
            XCTAssertEqual(sender.wait(timeout: .now() + 5), .success)
            subscription.dispose()
            // The replay (the two latest at subscription) then every later element, in order.
            let values = seen.all
            XCTAssertEqual(values, Array((values.first ?? 0)...6), "out of order or missing: \(values)")
            XCTAssertGreaterThanOrEqual(values.count, 2)
        }
    }

    // MARK: 2703 and 2711

    /// A source that completes (after both are subscribed) and whose disposal waits for another
    /// thread to deliver an event to the same operator through the other source: disposing it
    /// while holding the operator's lock deadlocks.
    private func assertDisposalOutsideTheLock(
        _ name: String,
        make: @escaping @Sendable (Observable<Int>, Observable<Int>) -> Observable<Int>
    ) {
        let disposing = DispatchSemaphore(value: 0)
        let delivered = DispatchSemaphore(value: 0)
        let waitedInTime = Box(false)
        let seen = Log<Int>()
        let finished = finishes(within: 10) {
            let other = PublishSubject<Int>()
            let endingObserver = Box<AnyObserver<Int>?>(nil)
            let ending = Observable<Int>.create { observer in
                endingObserver.value = observer
                return Disposables.create {
                    disposing.signal()
                    waitedInTime.value = delivered.wait(timeout: .now() + 3) == .success
                }
            }
            let senderDone = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                _ = disposing.wait(timeout: .now() + 5)
                other.onNext(10)
                delivered.signal()
                senderDone.signal()
            }
            let subscription = make(ending, other.asObservable()).subscribe(onNext: { seen.append($0) })
            endingObserver.value?.onNext(1)
            endingObserver.value?.onCompleted()
            _ = senderDone.wait(timeout: .now() + 5)
            subscription.dispose()
        }
        XCTAssertTrue(finished, "\(name): the scenario did not finish")
        XCTAssertTrue(waitedInTime.value, "\(name): a source was disposed while the operator's lock was held")
        XCTAssertFalse(seen.all.isEmpty, name)
    }

    func testIssue2703ZipDisposesACompletedSourceOutsideItsLock() {
        assertDisposalOutsideTheLock("zip") { ending, other in Observable.zip(other, ending) { $0 + $1 } }
    }

    func testIssue2711MergeDisposesACompletedInnerOutsideItsLock() {
        assertDisposalOutsideTheLock("merge") { ending, other in Observable.merge(other, ending) }
    }

    func testIssue2711FlatMapDisposesACompletedInnerOutsideItsLock() {
        assertDisposalOutsideTheLock("flatMap") { ending, other in
            Observable.of(0, 1).flatMap { $0 == 0 ? other : ending }
        }
    }

    // MARK: catch(sequence:)

    private struct Failure: Error {}

    /// The next source is subscribed holding no lock, as RxSwift's tail-recursive sink does: its
    /// subscribe closure may wait for an element it sends from another thread.
    func testCatchSequenceSubscribesTheNextSourceOutsideItsLock() {
        let delivered = DispatchSemaphore(value: 0)
        let waitedInTime = Box(false)
        let seen = Log<Int>()
        let finished = finishes(within: 10) {
            let next = Observable<Int>.create { observer in
                let sending = Box(observer)
                DispatchQueue.global().async {
                    sending.value.onNext(2)
                    sending.value.onCompleted()
                }
                waitedInTime.value = delivered.wait(timeout: .now() + 3) == .success
                return Disposables.create()
            }
            _ = Observable.catch(sequence: [Observable<Int>.error(Failure()), next])
                .subscribe(onNext: { seen.append($0); delivered.signal() })
        }
        XCTAssertTrue(finished)
        XCTAssertTrue(waitedInTime.value, "the next source was subscribed holding the sink's lock")
        XCTAssertEqual(seen.all, [2])
    }

    // MARK: 2718

    /// `share()` connects once when its first subscriptions arrive at the same time.
    func testIssue2718ShareConnectsOnceUnderConcurrentFirstSubscriptions() {
        for _ in 0..<50 {
            let connections = Log<Int>()
            let source = Observable<Int>.create { observer in
                connections.append(1)
                observer.onNext(1)
                return Disposables.create()
            }
            let shared = Box(source.share())
            let subscriptions = Log<Disposable>()
            let threads = 4
            let start = DispatchSemaphore(value: 0)
            let done = DispatchSemaphore(value: 0)
            for _ in 0..<threads {
                Thread.detachNewThread {
                    start.wait()
                    subscriptions.append(shared.value.subscribe())
                    done.signal()
                }
            }
            for _ in 0..<threads { start.signal() }
            for _ in 0..<threads { XCTAssertEqual(done.wait(timeout: .now() + 5), .success) }
            XCTAssertEqual(connections.all.count, 1)
            subscriptions.all.forEach { $0.dispose() }
        }
    }
}
