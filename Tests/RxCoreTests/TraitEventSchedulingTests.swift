@testable import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

/// The one-event-per-action delay and observe(on:) behind the traits, driven with whole
/// sequences so every branch of RxSwift's algorithm is pinned.
final class TraitEventSchedulingTests: XCTestCase {
    func testDelayShiftsEachEventByTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4),
                                                .completed(550)])
        let result = scheduler.start { delayEachEvent(xs.asObservable(), dueTime: .seconds(100), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
    }

    func testDelaySendsEventsOfOneTickFromActionsOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2), .next(250, 3), .completed(250)])
        let result = scheduler.start { delayEachEvent(xs.asObservable(), dueTime: .seconds(10), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(260, 2), .next(261, 3), .completed(262)])
    }

    func testDelayDropsWaitingEventsOnAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let result = scheduler.start { delayEachEvent(xs.asObservable(), dueTime: .seconds(15), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(225, 1), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDelayDisposedStopsTheWaitingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start(disposed: 235) {
            delayEachEvent(xs.asObservable(), dueTime: .seconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testObserveOnSendsOneEventPerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(230, 3), .completed(230)])
        let result = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .next(212, 2), .next(231, 3), .completed(232)])
        // The test observable's wrapper ends its subscription at the source's completion.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testObserveOnDisposedDropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3)])
        let result = scheduler.start(disposed: 212) { xs.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 212)])
    }
}
