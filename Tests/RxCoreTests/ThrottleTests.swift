import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class ThrottleTests: XCTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .next(410, 6), .next(450, 7), .completed(500),
        ])
    }

    func testLatestEmitsTheNewestElementWhenThePeriodEndsAndCompletionWaitsForIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let result = scheduler.start { source.throttle(.seconds(200), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 500)])
    }

    func testNotLatestDropsElementsInsideThePeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let result = scheduler.start { source.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(410, 6), .completed(500)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 500)])
    }

    func testLatestEmitsTheTrailingElementAtTheEndOfThePeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
        let result = scheduler.start { source.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(260, 3), .completed(400)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
    }

    func testElementAfterAQuietPeriodIsEmittedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(301, 3)])
        let result = scheduler.start { source.throttle(.seconds(50), latest: false, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(300, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorIsPassedOnAtOnceAndDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let result = scheduler.start { source.throttle(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(230, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }
}
