import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class RetryTests: XCTestCase {
    func testRetryCountResubscribesThenPassesOnTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError())])
        let result = scheduler.start { source.retry(3) }
        XCTAssertEqual(result.events, [
            .next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .next(270, 1), .next(280, 2),
            .error(290, TestError()),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(230, 260), Subscription(260, 290)])
    }

    func testRetryForeverResubscribesUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let result = scheduler.start(disposed: 265) { source.retry() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 220), Subscription(220, 240), Subscription(240, 260), Subscription(260, 265),
        ])
    }

    func testCompletionEndsTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { source.retry() }
        XCTAssertEqual(result.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testZeroAttemptsCompletesWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let result = scheduler.start { source.retry(0) }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertEqual(source.subscriptions, [])
    }

    func testSourceFailingAtOnceIsRetriedInALoopNotByRecursion() {
        var subscriptions = 0
        let failing = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onError(TestError())
            return Disposables.create()
        }
        var errors = 0
        _ = failing.retry(50_000).subscribe(onError: { _ in errors += 1 })
        XCTAssertEqual(subscriptions, 50_000)
        XCTAssertEqual(errors, 1)
    }

    func testSucceedsOnALaterAttempt() {
        var attempts = 0
        let flaky = Observable<String>.create { observer in
            attempts += 1
            if attempts < 3 {
                observer.onError(TestError())
            } else {
                observer.onNext("ok")
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [String] = []
        var completed = false
        _ = flaky.retry(5).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["ok"])
        XCTAssertTrue(completed)
        XCTAssertEqual(attempts, 3)
    }
}
