import RxSwift
import RxTest
import XCTest

final class JustTests: XCTestCase {
    func testSendsTheElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.just(42) }
        XCTAssertEqual(result.events, [.next(200, 42), .completed(200)])
    }

    func testScheduledFormSendsElementAndCompletionInTwoActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 42), .completed(202)])
    }

    func testScheduledFormDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 42)])
    }
}
