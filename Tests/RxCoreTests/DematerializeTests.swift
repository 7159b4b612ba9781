import RxSwift
import RxTest
import XCTest

final class DematerializeTests: XCTestCase {
    func testTurnsElementsBackIntoEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, Event<Int>.next(1)), .next(220, .completed), .next(230, .next(2)),
        ])
        let result = scheduler.start { source.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testErrorElementEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, Event<Int>.error(OperatorError()))])
        let result = scheduler.start { source.dematerialize() }
        XCTAssertEqual(result.events, [.error(210, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    func testSourceTerminalEventsPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let completing = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Event<Int>>>])
        let completed = scheduler.start { completing.dematerialize() }
        XCTAssertEqual(completed.events, [.completed(250)])

        let later = TestScheduler(initialClock: 0)
        let failing = later.createHotObservable([.error(250, OperatorError())] as [Recorded<Event<Event<Int>>>])
        let failed = later.start { failing.dematerialize() }
        XCTAssertEqual(failed.events, [.error(250, OperatorError())])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 250)])
    }

    func testRoundTripsMaterialize() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let result = scheduler.start { source.materialize().dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError())])
    }

    func testNothingAfterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, Event<Int>.next(1)), .next(240, .next(2))])
        let result = scheduler.start(disposed: 230) { source.dematerialize() }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }
}
