import RxSwift
import RxTest
import XCTest

final class GenerateTests: XCTestCase {
    func testEmitsOneStatePerScheduledAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(result.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    func testConditionErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in throw OperatorError() }, scheduler: scheduler) {
                $0 + 1
            }
        }
        XCTAssertEqual(result.events, [.error(201, OperatorError())])
    }

    func testIterateErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { _ in
                throw OperatorError(code: 1)
            }
        }
        XCTAssertEqual(result.events, [.next(201, 0), .error(202, OperatorError(code: 1))])
    }

    func testDisposingStopsTheSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(result.events, [.next(201, 0), .next(202, 1)])
    }

    func testRunsOnTheCurrentThreadByDefault() {
        var elements: [Int] = []
        var completed = false
        _ = Observable.generate(initialState: 1, condition: { $0 < 100 }) { $0 * 3 }
            .subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(elements, [1, 3, 9, 27, 81])
        XCTAssertTrue(completed)
    }

    func testTakeStopsAnEndlessGeneration() {
        var elements: [Int] = []
        _ = Observable.generate(initialState: 0, condition: { _ in true }) { $0 + 1 }
            .take(3)
            .subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [0, 1, 2])
    }
}
