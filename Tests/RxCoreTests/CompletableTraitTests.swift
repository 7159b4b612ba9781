import RxCore
import RxTestKit
import XCTest

private struct TestError: Error {}

final class CompletableTraitTests: XCTestCase {
    func testCreateReportsCompletionOnce() {
        var log: [String] = []
        _ = Completable.create { observer in
            observer(.completed)
            observer(.error(TestError()))
            return Disposables.create { log.append("cleanup") }
        }.subscribe(onCompleted: { log.append("completed") },
                    onError: { _ in log.append("error") },
                    onDisposed: { log.append("disposed") })
        // As in RxSwift: the subscriber is done at once; the create's cleanup runs when it returns.
        XCTAssertEqual(log, ["completed", "disposed", "cleanup"])
    }

    func testSubscribeWithOneClosureReceivesTheError() {
        var outcomes: [String] = []
        _ = Completable.create { observer in
            observer(.error(TestError()))
            return Disposables.create()
        }.subscribe { event in
            switch event {
            case .completed: outcomes.append("completed")
            case .error(let error): outcomes.append(error is TestError ? "test error" : "other error")
            }
        }
        XCTAssertEqual(outcomes, ["test error"])
    }

    func testRetryResubscribesAFailingCompletable() {
        var attempts = 0
        var outcomes: [String] = []
        _ = Completable.create { observer in
            attempts += 1
            observer(attempts < 3 ? .error(TestError()) : .completed)
            return Disposables.create()
        }.retry(5).subscribe(onCompleted: { outcomes.append("completed") })
        XCTAssertEqual(attempts, 3)
        XCTAssertEqual(outcomes, ["completed"])
    }

    func testDelaySubscriptionAndTimeoutOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var subscribedAt: [Int] = []
        let work = Completable.create { observer in
            subscribedAt.append(scheduler.clock)
            return scheduler.scheduleRelative((), dueTime: .seconds(40)) { _ in
                observer(.completed)
                return Disposables.create()
            }
        }
        let result = scheduler.start {
            work.delaySubscription(.seconds(10), scheduler: scheduler).timeout(.seconds(30), scheduler: scheduler)
        }
        XCTAssertEqual(subscribedAt, [210])
        XCTAssertEqual(result.events, [.error(230, RxError.timeout)])
    }

    func testObservableAsCompletableIgnoresElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start { source.ignoreElements().asCompletable() }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testEmptyAndErrorWithDo() {
        var log: [String] = []
        _ = Completable.empty().do(onCompleted: { log.append("do completed") })
            .subscribe(onCompleted: { log.append("completed") })
        _ = Completable.error(TestError()).do(onError: { _ in log.append("do error") })
            .subscribe(onError: { _ in log.append("error") })
        XCTAssertEqual(log, ["do completed", "completed", "do error", "error"])
    }

    func testAndThenRunsTheSingleAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Int>>.completed(30)])
        let second = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let result = scheduler.start { first.ignoreElements().asCompletable().andThen(second.asSingle()) }
        XCTAssertEqual(result.events, [.next(240, 5), .completed(240)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(second.subscriptions, [Subscription(230, 240)])
    }

    func testAndThenSkipsTheNextAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Int>>.error(30, TestError())])
        let second = scheduler.createColdObservable([.next(10, 5), .completed(10)])
        let result = scheduler.start { first.ignoreElements().asCompletable().andThen(second.asObservable()) }
        XCTAssertEqual(result.events, [.error(230, TestError())])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testAndThenMaybeAndCompletable() {
        var log: [String] = []
        _ = Completable.empty().andThen(Maybe.just(1)).subscribe(onSuccess: { log.append("maybe \($0)") })
        _ = Completable.empty().andThen(Completable.empty()).subscribe(onCompleted: { log.append("completable") })
        _ = Completable.error(TestError()).andThen(Maybe<Int>.empty())
            .subscribe(onError: { _ in log.append("error") }, onCompleted: { log.append("not reached") })
        XCTAssertEqual(log, ["maybe 1", "completable", "error"])
    }
}
