import Dispatch
import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

/// Forwards to a scheduler through `SchedulerType` only, so debounce takes its general path
/// (a virtual-time scheduler of integer ticks takes the timer fast path).
private struct ForwardingScheduler: SchedulerType {
    let base: TestScheduler
    var now: RxTime { base.now }
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, label: label, action: action)
    }
}

/// Moves every relatively scheduled piece of work 3 ticks later.
private final class LateScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    override func adjustScheduledTime(_ time: Int) -> Int { time + 3 }
}

final class DebounceTimerPathTests: XCTestCase {
    private func run(_ events: [Recorded<Event<Int>>], dueTime: RxTimeInterval, disposed: Int = 1000,
                     forwarding: Bool) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(events)
        let timers: SchedulerType = forwarding ? ForwardingScheduler(base: scheduler) : scheduler
        return scheduler.start(disposed: disposed) { source.debounce(dueTime, scheduler: timers) }.events
    }

    func testTheFastPathGivesTheGeneralPathsEvents() {
        let cases: [([Recorded<Event<Int>>], RxTimeInterval, Int)] = [
            ([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)], .seconds(10), 1000),
            ([.next(210, 1), .next(215, 2), .error(220, TestError())], .seconds(10), 1000),
            ([.next(210, 1), .next(230, 2), .next(245, 3)], .seconds(10), 250),
            ([.next(210, 1), .next(211, 2), .completed(400)], .never, 1000),
        ]
        for (events, dueTime, disposed) in cases {
            let fast = run(events, dueTime: dueTime, disposed: disposed, forwarding: false)
            let general = run(events, dueTime: dueTime, disposed: disposed, forwarding: true)
            XCTAssertEqual(fast, general, "\(events)")
        }
        XCTAssertEqual(run([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)], dueTime: .seconds(10),
                           forwarding: false),
                       [.next(225, 2), .next(250, 3), .completed(300)])
    }

    func testAZeroDueTimeIsMovedByTheProcessingDelayAsScheduleRelativeIs() {
        // TestScheduler's simulated processing delay runs work due now one tick later.
        XCTAssertEqual(run([.next(210, 1), .next(220, 2), .completed(300)], dueTime: .seconds(0), forwarding: false),
                       [.next(211, 1), .next(221, 2), .completed(300)])
        XCTAssertEqual(run([.next(210, 1), .next(220, 2), .completed(300)], dueTime: .seconds(0), forwarding: true),
                       [.next(211, 1), .next(221, 2), .completed(300)])
    }

    func testASubclassAdjustingScheduledTimesIsAskedForEachTimer() {
        let scheduler = LateScheduler(initialClock: 0, resolution: 0.001)
        let subject = PublishSubject<Int>()
        var received: [(Int, Int)] = []
        let subscription = subject.debounce(.milliseconds(10), scheduler: scheduler)
            .subscribe(onNext: { received.append((scheduler.clock, $0)) })
        subject.onNext(1)
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 13, label: "debounce")])
        scheduler.advanceTo(100)
        subject.onNext(2)
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 113, label: "debounce")])
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(received.map(\.0), [13, 113])
        XCTAssertEqual(received.map(\.1), [1, 2])
    }

    func testDisposingFromInsideTheTimersDeliveryStopsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.debounce(.milliseconds(10), scheduler: scheduler).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
            subject.onNext(value + 1)
        })
        subject.onNext(1)
        scheduler.start()
        XCTAssertEqual(received, [1])
        XCTAssertEqual(scheduler.pendingWork, [])
        XCTAssertFalse(subject.hasObservers)
    }
}
