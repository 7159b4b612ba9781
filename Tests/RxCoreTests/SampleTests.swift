import Dispatch
import RxSwift
import RxTest
import Synchronization
import XCTest

private struct TestError: Error {}

final class SampleTests: XCTestCase {
    func testEmitsTheNewestUnsentElementOnEachSamplerEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
        ])
        let sampler = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), .completed(500),
        ])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(320, 6), .completed(500)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 500)])
    }

    func testDefaultValueFillsSamplesWithoutANewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(240, 3), .completed(400)])
        let sampler = scheduler.createHotObservable([.next(210, ()), .next(250, ()), .next(260, ()), .next(410, ())])
        let result = scheduler.start { source.sample(sampler, defaultValue: 0) }
        XCTAssertEqual(result.events, [.next(210, 0), .next(250, 3), .next(260, 0), .next(410, 0), .completed(410)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 410)])
    }

    func testSourceErrorEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(220, 2), .error(230, TestError())])
        let sampler = scheduler.createHotObservable([.next(225, ()), .next(240, ())])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(225, 2), .error(230, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 230)])
    }

    func testSamplerErrorEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(220, 2), .next(240, 3)])
        let sampler = scheduler.createHotObservable([.next(225, ()), .error(230, TestError())])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(225, 2), .error(230, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 230)])
    }

    /// Source and sampler fire from different threads at once: every sample is delivered,
    /// one at a time.
    func testSourceAndSamplerOnDifferentThreadsLoseNoSample() {
        let source = PublishSubject<Int>()
        let sampler = PublishSubject<Void>()
        let probe = OverlapProbe()
        let subscription = source.sample(sampler, defaultValue: -1).subscribe(onNext: { _ in probe.visit() })
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for value in 0..<2_000 {
                if worker % 2 == 0 { source.onNext(value) } else { sampler.onNext(()) }
            }
        }
        subscription.dispose()
        XCTAssertEqual(probe.overlaps.load(ordering: .relaxed), 0)
        XCTAssertEqual(probe.visits.load(ordering: .relaxed), 4_000)
    }
}

/// Counts visits, and visits that began while another was still running.
private final class OverlapProbe: Sendable {
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let visits = Atomic<Int>(0)

    func visit() {
        if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        visits.add(1, ordering: .relaxed)
        inside.subtract(1, ordering: .acquiringAndReleasing)
    }
}
