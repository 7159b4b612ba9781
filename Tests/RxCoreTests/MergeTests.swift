import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class MergeTests: XCTestCase {
    func testStaticMergeEmitsAsTheyArriveAndCompletesWhenAllComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(320)])
        let result = scheduler.start { Observable.merge(xs, ys) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func testStaticMergeOfArrayStopsAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(320)])
        let result = scheduler.start { Observable.merge([xs, ys]) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testStaticMergeOfCollectionStopsDeliveringOnDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(320)])
        let sources: ArraySlice<Observable<Int>> = [xs, ys][...]
        let result = scheduler.start(disposed: 245) { Observable.merge(sources) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
    }

    func testStaticMergeOfNothingCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.merge([]) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testMergeOfSynchronousSourcesKeepsTheirOrder() {
        var received: [Int] = []
        var completed = false
        _ = Observable.merge(Observable.just(1), Observable.just(2))
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
    }

    func testInstanceMergeSubscribesEachInnerAsItArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(40, 3), .completed(50)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(100)])
        let outer = scheduler.createHotObservable([.next(210, first), .next(240, second), .completed(300)])
        let result = scheduler.start { outer.merge() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(250, 3), .next(250, 2), .completed(340)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(second.subscriptions, [Subscription(240, 340)])
    }

    func testInstanceMergeForwardsAnInnerErrorAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(100, 9)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(20, TestError())])
        let outer = scheduler.createHotObservable([.next(210, first), .next(230, second)])
        let result = scheduler.start { outer.merge() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(240, 2), .error(250, TestError())])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(230, 250)])
    }

    func testInstanceMergeForwardsAnOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(100, 9)])
        let outer = scheduler.createHotObservable([.next(210, first), .error(230, TestError())])
        let result = scheduler.start { outer.merge() }
        XCTAssertEqual(result.events, [.next(220, 1), .error(230, TestError())])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 230)])
    }

    func testMaxConcurrentMakesInnersWaitTheirTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let second = scheduler.createColdObservable([.next(5, 2), .completed(20)])
        let third = scheduler.createColdObservable([.next(5, 3), .completed(10)])
        let outer = scheduler.createHotObservable([
            .next(210, first), .next(215, second), .next(220, third), .completed(230),
        ])
        let result = scheduler.start { outer.merge(maxConcurrent: 2) }
        XCTAssertEqual(result.events, [.next(220, 1), .next(220, 2), .next(240, 3), .completed(245)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(215, 235)])
        XCTAssertEqual(third.subscriptions, [Subscription(235, 245)])
    }
}
