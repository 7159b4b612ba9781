import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class DelayTests: XCTestCase {
    func testShiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])
        let result = scheduler.start { source.delay(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 550)])
    }

    func testElementsCloserThanTheDelayKeepTheirSpacing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(215, 3), .completed(220)])
        let result = scheduler.start { source.delay(.seconds(30), scheduler: scheduler) }
        // As RxSwift: one event per scheduled action, so the second one due at 240 gets the
        // TestScheduler's one-tick processing delay.
        XCTAssertEqual(result.events, [.next(240, 1), .next(241, 2), .next(245, 3), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testErrorIsPassedOnAtOnceAndDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .error(260, TestError())])
        let result = scheduler.start { source.delay(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(240, 1), .error(260, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
    }

    func testDisposeCancelsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let result = scheduler.start(disposed: 260) { source.delay(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(240, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
    }

    func testWaitingTimerIsLabelled() {
        let scheduler = VirtualTimeScheduler()
        let subject = PublishSubject<Int>()
        let subscription = subject.delay(.milliseconds(300), scheduler: scheduler).subscribe()
        subject.onNext(1)
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 300, label: "delay")])
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingWork, [])
    }
}
