import RxSwift
import RxTest
import XCTest

private final class Probe {}

/// A debounce timer on a virtual-time scheduler of ticks holds its sink as the queued item's
/// target (no closure around it): the sink and what it holds live while the timer is queued,
/// and go once the subscription ends, whether the timer fired, was cancelled or was replaced.
final class DebounceTimerLifetimeTests: XCTestCase {
    /// A debounce subscribed with an `onNext` closure that holds `probe`, its subject disposed
    /// (so no further element comes) after one element.
    private func pendingDebounce(on scheduler: TestScheduler, holding probe: Probe) -> Disposable {
        let subject = PublishSubject<Int>()
        let subscription = subject.debounce(.milliseconds(10), scheduler: scheduler)
            .subscribe(onNext: { _ in withExtendedLifetime(probe) {} })
        subject.onNext(1)
        subject.dispose()
        return subscription
    }

    func testAFiredTimerDeliversAndTheChainGoesWhenDisposed() {
        weak var weakProbe: Probe?
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var received: [(Int, Int)] = []
        var subscription: Disposable?
        do {
            let probe = Probe()
            weakProbe = probe
            let subject = PublishSubject<Int>()
            subscription = subject.debounce(.milliseconds(10), scheduler: scheduler)
                .subscribe(onNext: { withExtendedLifetime(probe) {}; received.append((scheduler.clock, $0)) })
            subject.onNext(7)
            subject.dispose()
        }
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 10, label: "debounce")])
        scheduler.start()
        XCTAssertEqual(received.map(\.0), [10])
        XCTAssertEqual(received.map(\.1), [7])
        XCTAssertEqual(scheduler.pendingWork, [])
        XCTAssertNotNil(weakProbe, "still subscribed")
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(weakProbe)
    }

    func testACompletionWithATimerQueuedDeliversTheElementCancelsTheTimerAndFreesTheChain() {
        weak var weakProbe: Probe?
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var events: [String] = []
        do {
            let probe = Probe()
            weakProbe = probe
            let subject = PublishSubject<Int>()
            // Not disposed by the test: the completion ends the subscription.
            _ = subject.debounce(.milliseconds(10), scheduler: scheduler)
                .subscribe(onNext: { withExtendedLifetime(probe) {}; events.append("next \($0)") },
                           onCompleted: { events.append("completed") })
            subject.onNext(3)
            XCTAssertEqual(scheduler.pendingWork, [.init(time: 10, label: "debounce")])
            subject.onCompleted()
        }
        XCTAssertEqual(events, ["next 3", "completed"])
        XCTAssertEqual(scheduler.pendingWork, [])
        XCTAssertNil(weakProbe, "the cancelled timer let go of the sink")
        scheduler.start()
        XCTAssertEqual(events, ["next 3", "completed"])
    }

    func testACancelledTimerLetsGoOfItsSinkAtOnce() {
        weak var weakProbe: Probe?
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var subscription: Disposable?
        do {
            let probe = Probe()
            weakProbe = probe
            subscription = pendingDebounce(on: scheduler, holding: probe)
        }
        XCTAssertNotNil(weakProbe)
        subscription?.dispose()
        subscription = nil
        XCTAssertEqual(scheduler.pendingWork, [])
        XCTAssertNil(weakProbe, "disposing cancels the timer, which drops its target")
        scheduler.start()
    }

    func testAReplacedTimerIsCancelledAndOnlyTheLatestFires() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let subject = PublishSubject<Int>()
        var received: [(Int, Int)] = []
        let subscription = subject.debounce(.milliseconds(10), scheduler: scheduler)
            .subscribe(onNext: { received.append((scheduler.clock, $0)) })
        subject.onNext(1)
        scheduler.advanceTo(5)
        subject.onNext(2)
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 15, label: "debounce")])
        scheduler.advanceTo(12)
        subject.onNext(3)
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 22, label: "debounce")])
        scheduler.start()
        XCTAssertEqual(received.map(\.0), [22])
        XCTAssertEqual(received.map(\.1), [3])
        subscription.dispose()
    }
}
