import RxSwift
import RxTest
import XCTest

final class TakeTests: XCTestCase {
    func testCompletesAfterCountElementsAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let result = scheduler.start { source.take(2) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testFewerElementsCompleteWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.take(5) }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testZeroCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1)])
        let result = scheduler.start { source.take(0) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(source.subscriptions, [])
    }

    func testNegativeCountIsAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1)])
        let result = scheduler.start { source.take(-1) }
        XCTAssertEqual(result.events, [.error(200, RxError.argumentOutOfRange)])
        XCTAssertEqual(source.subscriptions, [])
    }

    func testForwardsSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let result = scheduler.start { source.take(3) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testNothingAfterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start(disposed: 230) { source.take(3) }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTheCountEvenFromARuleBreakingSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .next(2), .completed, .error(OperatorError())])
        let result = scheduler.start { source.take(1) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }

    func testReentrantElementDuringDeliveryIsNotSentPastTheCount() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var completions = 0
        _ = subject.take(2).subscribe(onNext: { value in
            received.append(value)
            if value == 1 { subject.onNext(2); subject.onNext(3) }
        }, onCompleted: { completions += 1 })
        subject.onNext(1)
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(completions, 1)
    }
}
