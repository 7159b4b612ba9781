import RxSwift
import RxTest
import XCTest

final class IntervalTests: XCTestCase {
    func testCountsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 450) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(300, 0), .next(400, 1)])
        XCTAssertEqual(scheduler.pendingWork, [])
    }

    func testTimersAreLabelledInterval() {
        let scheduler = TestScheduler(initialClock: 0)
        let subscription = Observable<UInt8>.interval(.seconds(10), scheduler: scheduler)
            .subscribe(scheduler.createObserver(UInt8.self))
        scheduler.advanceTo(25)
        XCTAssertEqual(scheduler.pendingWork, [VirtualTickScheduler.PendingWork(time: 30, label: "interval")])
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingWork, [])
    }

    func testDownstreamCompletionStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3) }
        XCTAssertEqual(result.events, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
        XCTAssertEqual(scheduler.pendingWork, [])
    }
}
