import RxSwift
import RxTest
import XCTest

final class SkipTimeTests: XCTestCase {
    func testZeroDurationSkipsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipsElementsDuringTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testAnElementAtTheDeadlineIsSkipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let result = scheduler.start { xs.skip(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 3), .completed(240)])
    }

    func testCompletionAndErrorPassDuringTheDuration() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let completed = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(completed.events, [.completed(230)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(230, OperatorError())])
        let failed = failing.start { ys.skip(.seconds(50), scheduler: failing) }
        XCTAssertEqual(failed.events, [.error(230, OperatorError())])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCountFormIsStillTheCountOverload() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { xs.skip(1) }
        XCTAssertEqual(result.events, [.next(220, 2), .completed(230)])
    }
}
