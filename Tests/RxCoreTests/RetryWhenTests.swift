import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}
private struct OtherError: Error {}

final class RetryWhenTests: XCTestCase {
    func testResubscribesOnEachTriggerElementAndEndsWithTheTriggersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        var failures = 0
        let result = scheduler.start {
            source.retry(when: { (errors: Observable<Swift.Error>) in
                errors.map { error -> Int in
                    failures += 1
                    if failures == 3 { throw error }
                    return failures
                }
            })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func testTriggerCanWaitBeforeResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let result = scheduler.start(disposed: 290) {
            source.retry(when: { (errors: Observable<Swift.Error>) in errors.delay(.seconds(5), scheduler: scheduler) })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(235, 1), .next(260, 1), .next(285, 1)])
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 220), Subscription(225, 245), Subscription(250, 270), Subscription(275, 290),
        ])
    }

    func testTriggerCompletionCompletesTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let result = scheduler.start { source.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
    }

    func testSourceCompletionCompletesTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.next(300, 0)])
        let result = scheduler.start { source.retry(when: { (_: Observable<Swift.Error>) in trigger }) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
    }

    func testErrorOfAnotherTypeEndsTheResultAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, OtherError())])
        let result = scheduler.start {
            source.retry(when: { (errors: Observable<TestError>) in errors.map { _ in 0 } })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OtherError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testTypedHandlerRetriesItsOwnErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let result = scheduler.start(disposed: 250) {
            source.retry(when: { (errors: Observable<TestError>) in errors.map { _ in 0 } })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
    }

    /// RxSwift: a notifier that completes before the source fails lets the source run to its end.
    func testANotifierCompletingBeforeAnyErrorLetsTheSourceComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let notifier = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let result = scheduler.start { source.retry(when: { (_: Observable<Swift.Error>) in notifier }) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    /// The notifier's early completion is kept for the source's next error, which then completes.
    func testANotifierCompletedEarlyCompletesAtTheSourcesNextError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(50, TestError())])
        let notifier = scheduler.createHotObservable([Recorded<Event<Int>>.next(205, 0), .completed(210)])
        let result = scheduler.start { source.retry(when: { (_: Observable<Swift.Error>) in notifier }) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }
}
