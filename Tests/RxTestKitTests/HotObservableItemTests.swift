import RxSwift
import RxTest
import XCTest

private final class Probe {}

/// A hot observable's recorded events are queued as one item each, holding the observers' box
/// and the event's index: each event goes to the observers subscribed when its time comes, in
/// the order scheduled, and a scheduler that goes away lets go of the events still queued.
final class HotObservableItemTests: XCTestCase {
    func testAnObserverSubscribedDuringAnEventGetsTheNextOnesOnlyAndEqualTimesKeepTheirOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(220, 3), .completed(230)])
        var log: [String] = []
        var late: Disposable?
        let early = hot.subscribe { event in
            log.append("early \(event)")
            if late == nil {
                late = hot.subscribe { log.append("late \($0)") }
            }
        }
        scheduler.start()
        XCTAssertEqual(log, ["early next(1)", "early next(2)", "late next(2)", "early next(3)", "late next(3)",
                             "early completed", "late completed"])
        early.dispose()
        late?.dispose()
    }

    func testEventsFiredAndDisposedAroundAnUnsubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var received: [Int] = []
        let subscription = hot.subscribe(onNext: { received.append($0) })
        scheduler.advanceTo(220)
        subscription.dispose()
        scheduler.start()
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(scheduler.pendingWork, [])
        XCTAssertEqual(hot.subscriptions, [Subscription(0, 220)])
    }

    func testASchedulerThatGoesAwayLetsGoOfTheQueuedEvents() {
        weak var weakProbe: Probe?
        var scheduler: TestScheduler? = TestScheduler(initialClock: 0)
        do {
            let probe = Probe()
            weakProbe = probe
            // The element holds the probe: the hot observable's box holds the recorded events.
            _ = scheduler?.createHotObservable([.next(210, probe), .completed(300)])
        }
        XCTAssertNotNil(weakProbe, "queued events hold the box and so their recorded events")
        XCTAssertEqual(scheduler?.pendingWork.count, 2)
        scheduler = nil
        XCTAssertNil(weakProbe)
    }
}
