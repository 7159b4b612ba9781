import RxSwift
import RxTest
import XCTest

final class SkipUntilTests: XCTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    }

    func testPassesElementsAfterTheOtherSendsOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(225, "go"), .next(235, "again")])
        let result = scheduler.start { source.skip(until: other) }
        XCTAssertEqual(result.events, [.next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testOtherErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let other = scheduler.createHotObservable([.error(225, OperatorError())] as [Recorded<Event<String>>])
        let result = scheduler.start { source.skip(until: other) }
        XCTAssertEqual(result.events, [.error(225, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testSourceErrorEndsTheSequenceBeforeTheOtherFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let other = scheduler.createHotObservable([.next(400, "late")])
        let result = scheduler.start { source.skip(until: other) }
        XCTAssertEqual(result.events, [.error(220, OperatorError())])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
    }

    func testSourceCompletingBeforeTheOtherFiresEndsSilentlyAsInRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(400, "late")])
        let result = scheduler.start { source.skip(until: other) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 300)])
    }

    func testOtherCompletingWithoutElementKeepsDropping() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let other = scheduler.createHotObservable([.completed(225)] as [Recorded<Event<String>>])
        let result = scheduler.start { source.skip(until: other) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
    }

    func testDisposeUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = makeSource(scheduler)
        let other = scheduler.createHotObservable([.next(205, "go")])
        let result = scheduler.start(disposed: 225) { source.skip(until: other) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 205)])
    }

    func testNothingAfterTerminalEvent() {
        let source = ManualObservable<Int>()
        let gate = PublishSubject<Void>()
        var events: [Event<Int>] = []
        _ = source.skip(until: gate).subscribe { events.append($0) }
        gate.onNext(())
        source.send(.next(1))
        source.send(.completed)
        source.send(.next(2))
        source.send(.error(OperatorError()))
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testOpenedGatePassesEventsAndCompletion() {
        let source = PublishSubject<Int>()
        let gate = PublishSubject<Void>()
        var log: [String] = []
        _ = source.skip(until: gate).subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        source.onNext(1)
        gate.onNext(())
        source.onNext(2)
        source.onCompleted()
        source.onNext(3)
        XCTAssertEqual(log, ["2", "completed"])
    }
}
