import RxSwift
import RxTest
import XCTest

final class RepeatElementTests: XCTestCase {
    func testEmitsOneElementPerScheduledActionUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 204) { Observable.repeatElement(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 42), .next(202, 42), .next(203, 42)])
    }

    func testTakeStopsItOnTheCurrentThread() {
        var elements: [String] = []
        var completed = false
        _ = Observable.repeatElement("a")
            .take(3)
            .subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(elements, ["a", "a", "a"])
        XCTAssertTrue(completed)
    }
}
