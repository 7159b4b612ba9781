import RxSwift
import RxTest
import XCTest

final class SwitchIfEmptyTests: XCTestCase {
    func testEmptySourceSwitchesToTheOtherSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .completed(40)])
        let result = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(result.events, [.next(220, 0), .next(230, 1), .next(240, 2), .completed(250)])
        // The test observable's wrapper ends its own subscription at its completion, as RxTest's.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 250)])
    }

    func testNonEmptySourceNeverSubscribesTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .next(215, 2), .completed(220)])
        let other = scheduler.createColdObservable([.next(10, 0), .completed(40)])
        let result = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(result.events, [.next(205, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testSourceErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, OperatorError())])
        let other = scheduler.createColdObservable([.next(10, 0), .completed(40)])
        let result = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(result.events, [.error(210, OperatorError())])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testOtherErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other = scheduler.createColdObservable([.next(10, 0), .error(20, OperatorError(code: 3))])
        let result = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(result.events, [.next(220, 0), .error(230, OperatorError(code: 3))])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 230)])
    }

    func testDisposingWhileOnTheOtherDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other = scheduler.createColdObservable([.next(10, 0), .next(900, 1)])
        let result = scheduler.start(disposed: 300) { xs.ifEmpty(switchTo: other.asObservable()) }
        XCTAssertEqual(result.events, [.next(220, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 300)])
    }
}
