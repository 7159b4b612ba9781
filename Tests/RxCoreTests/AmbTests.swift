import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class AmbTests: XCTestCase {
    func testFirstToEmitWinsAndTheOtherIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])
        let result = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func testAnErrorFirstAlsoWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError())])
        let result = scheduler.start { xs.amb(ys) }
        XCTAssertEqual(result.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testStaticFormPicksAmongMany() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        let zs = scheduler.createHotObservable([.next(230, 3)])
        let result = scheduler.start { Observable.amb([xs, ys, zs]) }
        XCTAssertEqual(result.events, [.next(220, 2), .next(250, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeBeforeAnyEventUnsubscribesAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 1)])
        let ys = scheduler.createHotObservable([.next(250, 2)])
        let result = scheduler.start(disposed: 230) { xs.amb(ys) }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }
}
