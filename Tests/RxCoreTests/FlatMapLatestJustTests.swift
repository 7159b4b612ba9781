import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

/// flatMapLatest and switchLatest with `just` inners, the benchmark's case: each case runs with
/// `just` and with a `create` sending the same two events, and the two must agree.
final class FlatMapLatestJustTests: XCTestCase {
    private static func created(_ value: Int) -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(value)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    private func both(_ body: (_ inner: @escaping (Int) -> Observable<Int>) -> [String]) {
        let fast = body { Observable.just($0) }
        let general = body(Self.created)
        XCTAssertEqual(fast, general)
        XCTAssertFalse(fast.isEmpty)
    }

    func testElementsAndCompletionFollowTheOuter() {
        both { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest(inner).subscribe { log.append("\($0)") }
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
            return log
        }
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.flatMapLatest { Observable.just($0 * 10) }.subscribe { log.append("\($0)") }
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log, ["next(10)", "next(20)", "completed"])
    }

    func testAnElementSentFromTheObserverMakesTheNewestInnerAndDropsTheOldCompletion() {
        both { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest(inner).subscribe { event in
                log.append("\(event)")
                if case .next(let value) = event, value < 3 { subject.onNext(value + 1) }
            }
            subject.onNext(1)
            subject.onCompleted()
            return log
        }
    }

    func testDisposingFromTheObserverStopsBeforeTheCompletion() {
        both { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            var subscription: Disposable?
            subscription = subject.flatMapLatest(inner).subscribe(onNext: { value in
                log.append("next(\(value))")
                subscription?.dispose()
            }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
            subject.onNext(1)
            subject.onNext(2)
            log.append("observers: \(subject.hasObservers)")
            return log
        }
    }

    /// The selector runs under the sink's lock, in the step `handleOuter` does inline; a disposal
    /// from inside it (re-entering that lock) must leave the inner it returns undelivered.
    func testDisposingFromTheSelectorDeliversNothingOfItsInner() {
        both { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            var subscription: Disposable?
            subscription = subject.flatMapLatest { (value: Int) -> Observable<Int> in
                log.append("selector(\(value))")
                if value == 2 { subscription?.dispose() }
                return inner(value)
            }.subscribe(onNext: { log.append("next(\($0))") },
                        onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            log.append("observers: \(subject.hasObservers)")
            return log
        }
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = subject.flatMapLatest { (value: Int) -> Observable<Int> in
            if value == 2 { subscription?.dispose() }
            return Observable.just(value)
        }.subscribe(onNext: { log.append("next(\($0))") }, onDisposed: { log.append("disposed") })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log, ["next(1)", "disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAJustAfterALongerInnerDisposesItAndAnErrorFromTheSelectorStops() {
        both { inner in
            let subject = PublishSubject<Int>()
            let pending = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest { value -> Observable<Int> in
                if value == 0 { return pending.asObservable() }
                if value < 0 { throw TestError() }
                return inner(value)
            }.subscribe { log.append("\($0)") }
            subject.onNext(0)
            pending.onNext(7)
            subject.onNext(1)
            log.append("pending observers: \(pending.hasObservers)")
            pending.onNext(8)
            subject.onNext(-1)
            subject.onNext(2)
            return log
        }
    }

    func testSwitchLatestOfJustsAndAnErrorInner() {
        both { inner in
            let subject = PublishSubject<Observable<Int>>()
            var log: [String] = []
            _ = subject.switchLatest().subscribe { log.append("\($0)") }
            subject.onNext(inner(1))
            subject.onNext(inner(2))
            subject.onNext(Observable.error(TestError()))
            subject.onNext(inner(3))
            return log
        }
    }

    func testOuterCompletingFirstWaitsForNothingWithJusts() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { outer.flatMapLatest { Observable.just($0 + 100) } }
        XCTAssertEqual(result.events, [.next(210, 101), .next(220, 102), .completed(230)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
    }

    /// Outer elements from four threads, one at a time (as the Rx contract asks): each
    /// thread's element is delivered, none twice, and the state the lock guards stays whole.
    func testOuterElementsFromSeveralThreadsAreEachDelivered() {
        let subject = PublishSubject<Int>()
        let sending = NSLock()
        var received: [Int] = []
        var completions = 0
        let subscription = subject.flatMapLatest { Observable.just($0) }.subscribe(
            onNext: { received.append($0) }, onCompleted: { completions += 1 })
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<500 {
                sending.lock()
                subject.onNext(worker * 1000 + index)
                sending.unlock()
            }
        }
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(received.count, 2000)
        XCTAssertEqual(Set(received).count, 2000)
        XCTAssertEqual(completions, 1)
    }
}
