import RxSwift
import RxTest
import XCTest

final class TakeLastTests: XCTestCase {
    func testSendsTheLastElementsOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        let result = scheduler.start { source.takeLast(3) }
        XCTAssertEqual(result.events, [.next(300, 3), .next(300, 4), .next(300, 5), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testFewerElementsThanCountSendsThemAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.takeLast(5) }
        XCTAssertEqual(result.events, [.next(300, 1), .next(300, 2), .completed(300)])
    }

    func testZeroOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.takeLast(0) }
        XCTAssertEqual(result.events, [.completed(300)])
    }

    func testSourceErrorDropsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let result = scheduler.start { source.takeLast(2) }
        XCTAssertEqual(result.events, [.error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testDisposedBeforeCompletionSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start(disposed: 250) { source.takeLast(1) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingWhileFlushingStopsTheFlush() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = subject.takeLast(3).take(2).subscribe(onNext: { received.append($0) })
        [1, 2, 3, 4].forEach(subject.onNext)
        subject.onCompleted()
        XCTAssertEqual(received, [2, 3])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<Int>([.next(1), .completed, .next(2), .completed])
        let result = scheduler.start { source.takeLast(2) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }
}
