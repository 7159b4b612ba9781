import RxSwift
import RxTest
import XCTest

final class TimerTests: XCTestCase {
    func testOneShotTimerSendsZeroAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(250, 0), .completed(250)])
    }

    func testPeriodicTimerCountsEveryPeriodAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 500) {
            Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(250, 0), .next(350, 1), .next(450, 2)])
        XCTAssertEqual(scheduler.pendingWork, [])
    }

    func testPendingTimerIsLabelledAndLeavesTheQueueWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let subscription = Observable<Int>.timer(.seconds(30), scheduler: scheduler)
            .subscribe(scheduler.createObserver(Int.self))
        XCTAssertEqual(scheduler.pendingWork, [VirtualTickScheduler.PendingWork(time: 30, label: "timer")])
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingWork, [])
    }

    func testMillisecondResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let result = scheduler.start { Observable<Int64>.timer(.milliseconds(500), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(700, 0), .completed(700)])
    }

    func testDisposedBeforeDueSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 240) { Observable<Int>.timer(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
    }
}
