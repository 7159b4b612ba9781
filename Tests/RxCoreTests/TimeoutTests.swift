import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class TimeoutTests: XCTestCase {
    func testFailsWithTimeoutWhenTheNextElementIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .next(300, 3)])
        let result = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(225, 2), .error(245, RxError.timeout)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 245)])
    }

    func testFailsWhenTheFirstElementIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(250, 1)])
        let result = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(220, RxError.timeout)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testPassesOnEventsThatArriveInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(scheduler.clock, 1000)
    }

    func testPassesOnAnErrorThatArrivesInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(215, TestError())])
        let result = scheduler.start { source.timeout(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(215, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
    }

    func testSwitchesToOtherWhenLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let other = scheduler.createColdObservable([.next(10, 100), .completed(20)])
        let result = scheduler.start { source.timeout(.seconds(20), other: other, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 100), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(other.subscriptions, [Subscription(230, 250)])
    }

    func testOtherIsNotSubscribedWhenTheSourceKeepsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(225, 2)])
        let other = scheduler.createColdObservable([.next(10, 100), .completed(20)])
        let result = scheduler.start(disposed: 240) { source.timeout(.seconds(20), other: other, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(225, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testTimerIsLabelledAndRestartedByEachElement() {
        let scheduler = VirtualTimeScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.timeout(.milliseconds(100), scheduler: scheduler).subscribe()
        scheduler.advanceTo(50)
        subject.onNext(1)
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 150, label: "timeout")])
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingWork, [])
    }
}
