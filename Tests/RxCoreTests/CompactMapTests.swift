import RxSwift
import RxTest
import XCTest

final class CompactMapTests: XCTestCase {
    func testPassesOnNonNilResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
        ])
        let result = scheduler.start { source.compactMap { Int($0) } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testThrownErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.compactMap { value -> Int? in
                if value == 2 { throw OperatorError() }
                return value
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testForwardsSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError(code: 2))])
        let result = scheduler.start { source.compactMap { $0 } }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError(code: 2))])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testNothingAfterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
        let result = scheduler.start(disposed: 230) { source.compactMap { $0 } }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .completed, .next(2), .error(OperatorError())])
        let result = scheduler.start { source.compactMap { $0 } }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }
}
