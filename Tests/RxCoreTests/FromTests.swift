import RxSwift
import RxTest
import XCTest

final class FromTests: XCTestCase {
    func testSendsTheArrayThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from([4, 5]) }
        XCTAssertEqual(result.events, [.next(200, 4), .next(200, 5), .completed(200)])
    }

    func testSendsAnySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from(stride(from: 10, to: 40, by: 10)) }
        XCTAssertEqual(result.events, [.next(200, 10), .next(200, 20), .next(200, 30), .completed(200)])
    }

    func testSchedulesEachElementOnTheGivenScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from(["a", "b"], scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, "a"), .next(202, "b"), .completed(203)])
    }

    func testOptionalWithAValueSendsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from(optional: 3) }
        XCTAssertEqual(result.events, [.next(200, 3), .completed(200)])
    }

    func testOptionalWithoutAValueOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.from(optional: nil) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testOptionalOnASchedulerSendsTheElementAndTheCompletionInActionsOfTheirOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from(optional: 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 3), .completed(202)])
        let empty = TestScheduler(initialClock: 0).start { Observable<Int>.from(optional: nil, scheduler: scheduler) }
        XCTAssertEqual(empty.events, [])
    }

    func testDownstreamCompletionStopsTheScheduledSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.from(Array(1...100), scheduler: scheduler).take(2) }
        XCTAssertEqual(result.events, [.next(201, 1), .next(202, 2), .completed(202)])
        XCTAssertEqual(scheduler.pendingWork, [])
    }
}
