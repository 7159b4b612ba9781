import RxSwift
import RxTest
import XCTest

final class ToArrayTests: XCTestCase {
    func testSendsAllElementsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.toArray() }
        XCTAssertEqual(result.events, [.next(300, [1, 2]), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testEmptySourceSendsAnEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.toArray() }
        XCTAssertEqual(result.events, [.next(250, []), .completed(250)])
    }

    func testSourceErrorSendsNoArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let result = scheduler.start { source.toArray() }
        XCTAssertEqual(result.events, [.error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedBeforeCompletionSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start(disposed: 250) { source.toArray() }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .completed, .next(2), .completed])
        let result = scheduler.start { source.toArray() }
        XCTAssertEqual(result.events, [.next(200, [1]), .completed(200)])
    }
}
