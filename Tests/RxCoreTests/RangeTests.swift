import RxSwift
import RxTest
import XCTest

final class RangeTests: XCTestCase {
    func testEachElementLandsOneTickAfterThePreviousOnATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
    }

    func testZeroCountOnlyCompletesInItsFirstAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.range(start: 0, count: 0, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.completed(201)])
    }

    func testDisposeStopsTheNextScheduledElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 202) { Observable.range(start: 0, count: 100, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 0)])
        XCTAssertEqual(scheduler.pendingWork, [])
    }

    func testTwoRangesMergedOnTheCurrentThreadSchedulerInterleave() {
        var received: [Int] = []
        _ = Observable.merge(Observable.range(start: 0, count: 3), Observable.range(start: 10, count: 3))
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 10, 1, 11, 2, 12])
    }

    func testNegativeCountIsAnArgumentError() {
        var events: [Event<Int>] = []
        _ = Observable.range(start: 0, count: -1).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(RxError.argumentOutOfRange)])
    }

    func testRangeEndingAtTheLargestIntegerDoesNotOverflow() {
        var received: [Int8] = []
        _ = Observable<Int8>.range(start: 125, count: 3).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [125, 126, 127])
    }

    func testOfOnATestSchedulerEmitsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }
}
