import Dispatch
import Foundation
import RxSwift
import Synchronization
import XCTest

/// Records whether two deliveries ever ran at the same time.
private final class OverlapDetector: @unchecked Sendable {
    private let inside = Atomic<Int>(0)
    private let overlapped = Atomic<Bool>(false)
    private let spin = Atomic<Int>(0)

    var didOverlap: Bool { overlapped.load(ordering: .acquiring) }

    /// Runs `body` as one delivery; spins a little so an overlapping delivery would be caught.
    func deliver(_ body: () -> Void) {
        if inside.add(1, ordering: .acquiringAndReleasing).oldValue != 0 {
            overlapped.store(true, ordering: .releasing)
        }
        for _ in 0..<50 { spin.add(1, ordering: .relaxed) }
        body()
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }
}

/// Events sent from several threads reach the subscriber one at a time; an event sent
/// re-entrantly from inside a subscriber is delivered nested, at once, as RxSwift's recursive
/// lock does.
private let threads = 4
private let perThread = 5_000

final class SerialDeliveryTests: XCTestCase {
    func testMergeDeliversConcurrentEventsSerially() {
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        let detector = OverlapDetector()
        var count = 0
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .subscribe(onNext: { _ in detector.deliver { count += 1 } })
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for value in 0..<perThread { subjects[thread].onNext(value) }
        }
        subscription.dispose()
        XCTAssertFalse(detector.didOverlap)
        XCTAssertEqual(count, threads * perThread)
    }

    func testFlatMapDeliversConcurrentInnerEventsSerially() {
        let inners = (0..<threads).map { _ in PublishSubject<Int>() }
        let outer = PublishSubject<PublishSubject<Int>>()
        let detector = OverlapDetector()
        var count = 0
        let subscription = outer.flatMap { $0 }.subscribe(onNext: { _ in detector.deliver { count += 1 } })
        inners.forEach(outer.onNext)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for value in 0..<perThread { inners[thread].onNext(value) }
        }
        subscription.dispose()
        XCTAssertFalse(detector.didOverlap)
        XCTAssertEqual(count, threads * perThread)
    }

    func testCombineLatestDeliversConcurrentEventsSerially() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let detector = OverlapDetector()
        var last: (Int, Int)?
        let subscription = Observable.combineLatest(left, right)
            .subscribe(onNext: { pair in detector.deliver { last = pair } })
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for value in 0..<perThread { (thread == 0 ? left : right).onNext(value) }
        }
        subscription.dispose()
        XCTAssertFalse(detector.didOverlap)
        XCTAssertEqual(last?.0, perThread - 1)
        XCTAssertEqual(last?.1, perThread - 1)
    }

    func testZipDeliversConcurrentEventsSeriallyAndInPairs() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let detector = OverlapDetector()
        var mismatches = 0
        var count = 0
        let subscription = Observable.zip(left, right).subscribe(onNext: { pair in
            detector.deliver {
                if pair.0 != pair.1 { mismatches += 1 }
                count += 1
            }
        })
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for value in 0..<perThread { (thread == 0 ? left : right).onNext(value) }
        }
        subscription.dispose()
        XCTAssertFalse(detector.didOverlap)
        XCTAssertEqual(mismatches, 0)
        XCTAssertEqual(count, perThread)
    }

    func testReentrantEventIntoMergeIsDeliveredNestedAsInRxSwift() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var log: [String] = []
        _ = Observable.merge(first, second).subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == 1 { second.onNext(2) }
            log.append("end \(value)")
        })
        first.onNext(1)
        XCTAssertEqual(log, ["begin 1", "begin 2", "end 2", "end 1"])
    }

    func testReentrantEventIntoCombineLatestIsDeliveredNestedAsInRxSwift() {
        let left = BehaviorSubject(value: 0)
        let right = BehaviorSubject(value: 0)
        var log: [String] = []
        _ = Observable.combineLatest(left, right) { "\($0)\($1)" }.subscribe(onNext: { value in
            log.append("begin \(value)")
            if value == "10" { right.onNext(1) }
            log.append("end \(value)")
        })
        left.onNext(1)
        XCTAssertEqual(log, ["begin 00", "end 00", "begin 10", "begin 11", "end 11", "end 10"])
    }

    func testReentrantSearchIntoFlatMapLatestSwitchesAfterTheCurrentResult() {
        let queries = PublishSubject<String>()
        var log: [String] = []
        _ = queries.flatMapLatest { Observable.just("results for \($0)") }.subscribe(onNext: { value in
            log.append(value)
            if value == "results for a" { queries.onNext("ab") }
        })
        queries.onNext("a")
        XCTAssertEqual(log, ["results for a", "results for ab"])
    }

    func testReentrantEventIntoAnInnerReplayingAtSubscriptionIsDeliveredNested() {
        for flatten in [
            { (outer: Observable<BehaviorSubject<Int>>) in outer.flatMap { $0 } },
            { (outer: Observable<BehaviorSubject<Int>>) in outer.flatMapLatest { $0 } },
        ] {
            let outer = PublishSubject<BehaviorSubject<Int>>()
            let inner = BehaviorSubject(value: 0)
            var log: [String] = []
            _ = flatten(outer.asObservable()).subscribe(onNext: { value in
                log.append("begin \(value)")
                if value == 0 { inner.onNext(1) }
                log.append("end \(value)")
            })
            outer.onNext(inner)
            XCTAssertEqual(log, ["begin 0", "begin 1", "end 1", "end 0"])
        }
    }

    /// RxSwift's combineLatest example: the re-entrant element is printed before "after".
    func testReentrantElementIntoCombineLatestPrintsBeforeTheCallerContinues() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var log: [String] = []
        _ = Observable.combineLatest(left, right).subscribe(onNext: { pair in
            log.append("(\(pair.0),\(pair.1))")
            if pair == (1, 0) {
                right.onNext(5)
                log.append("after")
            }
        })
        left.onNext(1)
        right.onNext(0)
        XCTAssertEqual(log, ["(1,0)", "(1,5)", "after"])
    }

    /// Another thread's event waits for the running delivery, and its caller returns only
    /// after the event was delivered.
    func testAnotherThreadsEventIsDeliveredBeforeItsCallerReturns() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        let delivered = Atomic<Int>(0)
        let subscription = Observable.merge(left, right).subscribe(onNext: { value in
            delivered.add(value, ordering: .relaxed)
        })
        let done = DispatchSemaphore(value: 0)
        let seenByCaller = Atomic<Int>(0)
        let thread = Thread {
            right.onNext(7)
            seenByCaller.store(delivered.load(ordering: .relaxed), ordering: .relaxed)
            done.signal()
        }
        thread.start()
        done.wait()
        XCTAssertEqual(seenByCaller.load(ordering: .relaxed), 7)
        subscription.dispose()
    }
}
