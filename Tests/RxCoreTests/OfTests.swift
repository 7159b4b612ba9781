import RxSwift
import RxTest
import XCTest

final class OfTests: XCTestCase {
    func testSendsElementsSynchronouslyOnTheCurrentThreadScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(1, 2, 3) }
        XCTAssertEqual(result.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func testSchedulesOneActionPerElementOnTheGivenScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testDisposingCancelsTheNextScheduledElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let subscription = Observable.of(1, 2, 3, scheduler: scheduler).subscribe(scheduler.createObserver(Int.self))
        scheduler.advanceTo(1)
        XCTAssertEqual(scheduler.pendingWork.count, 1)
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingWork, [])
    }

    func testDisposeStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 202) { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1)])
    }

    func testInsideTheTrampolineElementsWaitForTheRunningAction() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.of(1, 2).subscribe(onNext: { log.append("a\($0)") })
            _ = Observable.of(1, 2).subscribe(onNext: { log.append("b\($0)") })
            log.append("subscribed")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["subscribed", "a1", "b1", "a2", "b2"])
    }

    func testNoElementsOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.of() }
        XCTAssertEqual(result.events, [.completed(200)])
    }
}
