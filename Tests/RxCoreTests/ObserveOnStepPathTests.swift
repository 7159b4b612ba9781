import Dispatch
@testable import RxSwift
import RxTest
import XCTest

private struct StepTestError: Error {}

/// Forwards to a scheduler through `ImmediateSchedulerType` only, so `observe(on:)` takes its
/// general path (`schedule` with a closure); a virtual-time scheduler of ticks takes the timer path.
private struct ForwardingImmediateScheduler: ImmediateSchedulerType {
    let base: ImmediateSchedulerType
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }
}

/// Moves every relatively scheduled piece of work 3 ticks later.
private final class LateStepScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    override func adjustScheduledTime(_ time: Int) -> Int { time + 3 }
}

private final class Tracked {}

final class ObserveOnStepPathTests: XCTestCase {
    private func run(_ events: [Recorded<Event<Int>>], disposed: Int = 1000, forwarding: Bool) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(events)
        let delivery: ImmediateSchedulerType = forwarding ? ForwardingImmediateScheduler(base: scheduler) : scheduler
        return scheduler.start(disposed: disposed) { source.observe(on: delivery) }.events
    }

    /// Which schedulers take the timer path: a virtual clock of ticks and its subclasses, not a
    /// scheduler seen only through `ImmediateSchedulerType` nor one of dates.
    func testOnlyAVirtualClockOfTicksTakesTheTimerPath() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertNotNil((scheduler as ImmediateSchedulerType).timerScheduling)
        XCTAssertNotNil((LateStepScheduler(initialClock: 0, resolution: 0.001) as ImmediateSchedulerType).timerScheduling)
        XCTAssertNil((ForwardingImmediateScheduler(base: scheduler) as ImmediateSchedulerType).timerScheduling)
        XCTAssertNil((HistoricalScheduler() as ImmediateSchedulerType).timerScheduling)
    }

    func testTheTimerPathGivesTheGeneralPathsEvents() {
        let cases: [([Recorded<Event<Int>>], Int)] = [
            ([.next(210, 1), .next(210, 2), .next(210, 3), .completed(211)], 1000),
            ([.next(210, 1), .next(215, 2), .error(215, StepTestError())], 1000),
            ([.next(210, 1), .next(210, 2), .next(210, 3), .next(210, 4)], 212),
            ([.next(210, 1), .next(230, 2), .completed(230)], 1000),
        ]
        for (events, disposed) in cases {
            let fast = run(events, disposed: disposed, forwarding: false)
            let general = run(events, disposed: disposed, forwarding: true)
            XCTAssertEqual(fast, general, "\(events)")
        }
        // Three events arriving together come out a tick apart, after the processing delay.
        XCTAssertEqual(run([.next(210, 1), .next(210, 2), .next(210, 3), .completed(211)], forwarding: false),
                       [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
    }

    /// Bursts after the queue was emptied (its buffer kept): each event once, in order, a tick
    /// apart within a burst, on both paths.
    func testBurstsAfterTheQueueWasEmptiedAreEachDeliveredOnce() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(230, 5),
                                              .next(230, 6), .next(250, 7), .completed(250)]
        let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(212, 2), .next(221, 3), .next(231, 4), .next(232, 5),
                                                .next(233, 6), .next(251, 7), .completed(252)]
        XCTAssertEqual(run(events, forwarding: false), expected)
        XCTAssertEqual(run(events, forwarding: true), expected)
    }

    func testAStepKeepsItsPlaceAmongWorkDueAtTheSameTime() {
        for forwarding in [false, true] {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let subject = PublishSubject<Int>()
            var order: [String] = []
            let delivery: ImmediateSchedulerType = forwarding ? ForwardingImmediateScheduler(base: scheduler) : scheduler
            let subscription = subject.observe(on: delivery).subscribe(onNext: { order.append("step \($0)") })
            _ = scheduler.schedule(()) { _ in order.append("before"); return Disposables.create() }
            subject.onNext(1)
            _ = scheduler.schedule(()) { _ in order.append("after"); return Disposables.create() }
            XCTAssertEqual(scheduler.pendingWork.map(\.label), [nil, nil, nil])
            scheduler.start()
            subscription.dispose()
            XCTAssertEqual(order, ["before", "step 1", "after"], "forwarding: \(forwarding)")
        }
    }

    func testASubclassAdjustingScheduledTimesIsAskedForEachStep() {
        let scheduler = LateStepScheduler(initialClock: 0, resolution: 0.001)
        let subject = PublishSubject<Int>()
        var received: [(Int, Int)] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { received.append((scheduler.clock, $0)) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 3, label: nil)])
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(received.map(\.0), [3, 6])
        XCTAssertEqual(received.map(\.1), [1, 2])
    }

    func testDisposingFromInsideAStepDropsTheRestAndTheQueuedStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
            received.append(value)
            subject.onNext(value + 10)
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        scheduler.start()
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAQueuedStepLetsGoOfTheChainWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Tracked>()
        weak var element: Tracked?
        var received = 0
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { _ in received += 1 })
        do {
            let tracked = Tracked()
            element = tracked
            subject.onNext(tracked)
        }
        XCTAssertNotNil(element)
        XCTAssertEqual(scheduler.pendingWork.count, 1)
        subscription.dispose()
        XCTAssertNil(element)
        XCTAssertEqual(scheduler.pendingWork, [])
        scheduler.start()
        XCTAssertEqual(received, 0)
    }

    func testAStepStillPendingWhenTheSubscriberIsGoneIsDelivered() {
        // RxSwift keeps the sink alive through its scheduled step: an event already accepted
        // is delivered even when nothing else holds the chain.
        let scheduler = TestScheduler(initialClock: 0)
        var received: [Int] = []
        _ = Observable.just(7).observe(on: scheduler).subscribe(onNext: { received.append($0) })
        scheduler.start()
        XCTAssertEqual(received, [7])
    }
}
