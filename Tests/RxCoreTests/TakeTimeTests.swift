import RxSwift
import RxTest
import XCTest

final class TakeTimeTests: XCTestCase {
    func testZeroDurationCompletesOneTickAfterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testCompletesWhenTheDurationIsOver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testAnElementAtTheDeadlineStillPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start { xs.take(for: .seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    func testSourceEndingFirstEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let completed = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
        XCTAssertEqual(completed.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        let failed = TestScheduler(initialClock: 0)
        let zs = failed.createHotObservable([.next(210, 1), .error(230, OperatorError())])
        let result = failed.start { zs.take(for: .seconds(50), scheduler: failed) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, OperatorError())])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start(disposed: 230) { xs.take(for: .seconds(500), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1)])
    }
}
