import RxSwift
import RxTest
import XCTest

final class DefaultIfEmptyTests: XCTestCase {
    func testEmptySourceSendsTheDefaultAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let result = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(result.events, [.next(250, 42), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNonEmptySourcePassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorPassesWithoutTheDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(250, OperatorError())])
        let result = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(result.events, [.error(250, OperatorError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNeverEndingSourceSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        let result = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
