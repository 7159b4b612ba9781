import RxSwift
import RxTest
import XCTest

final class EnumeratedTests: XCTestCase {
    func testPairsElementsWithTheirIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, "z"), .next(210, "a"), .next(220, "b"), .completed(300)])
        let result = scheduler.start { source.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(result.events, [.next(210, "0:a"), .next(220, "1:b"), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testEachSubscriptionCountsFromZero() {
        let enumerated = Observable.of("a", "b").enumerated()
        var indexes: [Int] = []
        _ = enumerated.subscribe(onNext: { indexes.append($0.index) })
        _ = enumerated.subscribe(onNext: { indexes.append($0.index) })
        XCTAssertEqual(indexes, [0, 1, 0, 1])
    }

    func testForwardsSourceErrorAndStopsAtDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.next(210, "a"), .error(220, OperatorError())])
        let failed = scheduler.start { failing.enumerated().map { $0.index } }
        XCTAssertEqual(failed.events, [.next(210, 0), .error(220, OperatorError())])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])

        let later = TestScheduler(initialClock: 0)
        let source = later.createHotObservable([.next(210, "a"), .next(240, "b")])
        let disposed = later.start(disposed: 230) { source.enumerated().map { $0.index } }
        XCTAssertEqual(disposed.events, [.next(210, 0)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = GrammarBreakingObservable<String>([.next("a"), .completed, .next("b")])
        let result = scheduler.start { source.enumerated().map { $0.index } }
        XCTAssertEqual(result.events, [.next(200, 0), .completed(200)])
    }
}
