import Dispatch
import RxSwift
import RxTest
import Synchronization
import XCTest

final class TakeUntilTests: XCTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    }

    func testOtherElementCompletesAndUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(225, "stop"), .next(235, "again")])
        let result = scheduler.start { source.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testOtherCompletingWithoutElementChangesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let other = scheduler.createHotObservable([.completed(225)] as [Recorded<Event<String>>])
        let result = scheduler.start { source.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testOtherErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let other = scheduler.createHotObservable([.error(225, OperatorError())] as [Recorded<Event<String>>])
        let result = scheduler.start { source.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .error(225, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSourceTerminalEventUnsubscribesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(250, OperatorError())])
        let other = scheduler.createHotObservable([.next(400, "late")])
        let result = scheduler.start { source.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(250, OperatorError())])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 250)])
    }

    func testOtherFiringAtSubscriptionPreemptsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let result = scheduler.start { source.take(until: Observable.just(0)) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 200)])
    }

    func testDisposeUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(400, "late")])
        let result = scheduler.start(disposed: 215) { source.take(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 215)])
    }

    func testPredicateExclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let exclusive = scheduler.start { source.take(until: { $0 == 3 }) }
        XCTAssertEqual(exclusive.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])

        let later = TestScheduler(initialClock: 0)
        let again = makeSource(later)
        let inclusive = later.start { again.take(until: { $0 == 3 }, behavior: .inclusive) }
        XCTAssertEqual(inclusive.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
    }

    func testThrowingPredicateEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let result = scheduler.start {
            source.take(until: { value in
                if value == 2 { throw OperatorError() }
                return false
            })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testReentrantStopIsDeliveredNestedAsInRxSwift() {
        let source = PublishSubject<Int>()
        let stop = PublishSubject<Void>()
        var log: [String] = []
        _ = source.take(until: stop).subscribe(onNext: { value in
            log.append("begin \(value)")
            stop.onNext(())
            source.onNext(value + 1)
            log.append("end \(value)")
        }, onCompleted: { log.append("completed") })
        source.onNext(1)
        XCTAssertEqual(log, ["begin 1", "completed", "end 1"])
    }

    func testEventsFromTwoThreadsNeverOverlapAndStopAtCompletion() {
        let source = PublishSubject<Int>()
        let stop = PublishSubject<Void>()
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let delivered = Atomic<Int>(0)
        let afterCompletion = Atomic<Int>(0)
        let completed = Atomic<Bool>(false)
        // Enters and leaves the observer, counting any other delivery found inside it; the
        // busy loop keeps each delivery long enough for an overlap to be seen.
        func visit(_ body: () -> Void) {
            if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 { overlaps.add(1, ordering: .relaxed) }
            for _ in 0..<2_000 { _ = delivered.load(ordering: .relaxed) }
            body()
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }
        let subscription = source.take(until: stop).subscribe(onNext: { _ in
            visit {
                if completed.load(ordering: .acquiring) { afterCompletion.add(1, ordering: .relaxed) }
                delivered.add(1, ordering: .relaxed)
            }
        }, onCompleted: {
            visit { completed.store(true, ordering: .releasing) }
        })
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            if worker == 0 {
                var value = 0
                while !completed.load(ordering: .acquiring) {
                    source.onNext(value)
                    value += 1
                }
            } else {
                while delivered.load(ordering: .relaxed) < 1_000 {}
                stop.onNext(())
            }
        }
        XCTAssertTrue(completed.load(ordering: .acquiring))
        XCTAssertEqual(overlaps.load(ordering: .acquiring), 0)
        XCTAssertEqual(afterCompletion.load(ordering: .acquiring), 0)
        subscription.dispose()
    }
}
