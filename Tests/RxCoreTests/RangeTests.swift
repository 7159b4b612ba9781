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

    // A range's next element waits for work queued on the current-thread scheduler meanwhile,
    // and runs at once when nothing was queued (the trampoline's loop would run it next).
    func testInnerRangesOfARangeInterleaveOnTheCurrentThreadScheduler() {
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 2)
            .flatMap { Observable.range(start: $0 * 10, count: 3) }
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1, 10, 2, 11, 12])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testAnActionScheduledByAnObserverRunsBeforeTheNextElement() {
        var log: [String] = []
        _ = Observable.range(start: 0, count: 3).subscribe(onNext: { value in
            log.append("\(value)")
            if value == 0 {
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("action")
                    return Disposables.create()
                }
            }
        }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["0", "action", "1", "2", "completed"])
    }

    func testDisposingFromAnObserverStopsTheRange() {
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        // Subscribed inside an action, so the subscription is returned before the elements run.
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription.setDisposable(Observable.range(start: 0, count: 100).subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription.dispose() }
            }))
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 1, 2])
    }

    /// An action a sequence's own iterator schedules while making an element runs after that
    /// element and before the next, as the queued step comes behind it.
    func testAnActionTheSequenceSchedulesRunsAfterItsElement() {
        var log: [String] = []
        let letters = AnyIterator(["a", "b"].makeIterator())
        let scheduling = AnyIterator<String> {
            let next = letters.next()
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("action after \(next ?? "end")")
                return Disposables.create()
            }
            return next
        }
        _ = Observable.from(AnySequence { scheduling })
            .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["a", "action after a", "b", "action after b", "completed", "action after end"])
    }
}
