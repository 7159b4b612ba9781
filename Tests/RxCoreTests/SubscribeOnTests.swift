import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class SubscribeOnTests: XCTestCase {
    func testSubscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3)])
        let result = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(240, 3)])
        XCTAssertEqual(source.subscriptions, [Subscription(201, 1001)])
    }

    func testCompletionDisposesTheSourceOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let result = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(201, 301)])
    }

    func testPassesOnErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(250, TestError())])
        let result = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(250, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(201, 251)])
    }

    func testDisposeBeforeTheScheduledSubscribeNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { source.subscribe(on: scheduler).subscribe(observer).dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(source.subscriptions, [])
    }

    func testCurrentThreadSchedulerSubscribesAtOnce() {
        var received: [Int] = []
        _ = Observable.just(7).subscribe(on: CurrentThreadScheduler.instance)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [7])
    }
}
