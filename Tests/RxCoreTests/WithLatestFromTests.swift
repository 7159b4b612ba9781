import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class WithLatestFromTests: XCTestCase {
    func testDropsElementsBeforeTheOtherSideHasAValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let result = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        XCTAssertEqual(result.events, [.next(230, "2a"), .next(250, "3b"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testPlainFormEmitsTheOtherSidesLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(235, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(232, "b")])
        let result = scheduler.start { xs.withLatestFrom(ys) }
        XCTAssertEqual(result.events, [.next(230, "a"), .next(235, "b"), .completed(300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testSubscribesTheOtherSideFirst() {
        var received: [String] = []
        var completed = false
        _ = Observable.just(1).withLatestFrom(BehaviorSubject(value: "current"))
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["current"])
        XCTAssertTrue(completed)
    }

    func testErrorOfTheOtherSideEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .error(240, TestError())])
        let result = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(230, 12), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testSelectorErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 2), .error(300, TestError())])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let result = scheduler.start {
            xs.withLatestFrom(ys) { _, _ -> Int in throw TestError() }
        }
        XCTAssertEqual(result.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testDisposeUnsubscribesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 2), .next(260, 3)])
        let ys = scheduler.createHotObservable([.next(220, 10)])
        let result = scheduler.start(disposed: 250) { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(230, 12)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}
