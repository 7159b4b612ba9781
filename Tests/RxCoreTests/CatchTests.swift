import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}
private struct HandlerError: Error {}

final class CatchTests: XCTestCase {
    func testContinuesWithTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2), .error(230, TestError())])
        let replacement = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        var caught: [String] = []
        let result = scheduler.start {
            source.catch { error in
                caught.append(String(describing: error))
                return replacement.asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(210, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(caught, [String(describing: TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(replacement.subscriptions, [Subscription(230, 250)])
    }

    func testCompletionDoesNotCallTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let replacement = scheduler.createColdObservable([.next(10, 3)])
        let result = scheduler.start { source.catch { _ in replacement.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(replacement.subscriptions, [])
    }

    func testErrorThrownByTheHandlerEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2), .error(230, TestError())])
        let result = scheduler.start { source.catch { _ in throw HandlerError() } }
        XCTAssertEqual(result.events, [.next(210, 2), .error(230, HandlerError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testErrorOfTheReplacementEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])
        let replacement = scheduler.createColdObservable([.next(5, 3), .error(10, HandlerError())])
        let result = scheduler.start { source.catch { _ in replacement.asObservable() } }
        XCTAssertEqual(result.events, [.next(235, 3), .error(240, HandlerError())])
        XCTAssertEqual(replacement.subscriptions, [Subscription(230, 240)])
    }

    func testDisposeEndsTheReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])
        let replacement = scheduler.createColdObservable([.next(5, 3), .next(50, 4)])
        let result = scheduler.start(disposed: 260) { source.catch { _ in replacement.asObservable() } }
        XCTAssertEqual(result.events, [.next(235, 3)])
        XCTAssertEqual(replacement.subscriptions, [Subscription(230, 260)])
    }

    func testCatchAndReturnEndsWithTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let result = scheduler.start { source.catchAndReturn(99) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 99), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testCatchAndReturnPassesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let result = scheduler.start { source.catchAndReturn(99) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    /// The seeds' search pattern: a failed request inside flatMapLatest is caught there, so
    /// the outer subscription lives on and later queries still run.
    func testCatchInsideFlatMapLatestKeepsTheOuterSubscriptionAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable([.next(210, "a"), .next(250, "b"), .next(300, "c"), .completed(400)])
        let failing = scheduler.createColdObservable([Recorded<Event<String>>.error(10, TestError())])
        let succeeding = scheduler.createColdObservable([.next(10, "ok"), .completed(10)])
        let result = scheduler.start {
            queries.flatMapLatest { query in
                (query == "b" ? failing : succeeding).map { "\(query) \($0)" }.catchAndReturn("\(query) failed")
            }
        }
        XCTAssertEqual(result.events, [.next(220, "a ok"), .next(260, "b failed"), .next(310, "c ok"), .completed(400)])
        XCTAssertEqual(queries.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(failing.subscriptions, [Subscription(250, 260)])
        XCTAssertEqual(succeeding.subscriptions, [Subscription(210, 220), Subscription(300, 310)])
    }

    func testWithoutCatchTheInnerErrorEndsTheOuterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable([.next(210, "a"), .next(250, "b"), .next(300, "c")])
        let failing = scheduler.createColdObservable([Recorded<Event<String>>.error(10, TestError())])
        let result = scheduler.start { queries.flatMapLatest { _ in failing } }
        XCTAssertEqual(result.events, [.error(220, TestError())])
        XCTAssertEqual(queries.subscriptions, [Subscription(200, 220)])
    }
}
