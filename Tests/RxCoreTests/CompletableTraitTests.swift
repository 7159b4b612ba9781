import RxSwift
import RxTest
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

    func testAndThenCompletableReleasesTheFirstWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([Recorded<Event<Never>>.completed(290)])
        let x2 = scheduler.createHotObservable([Recorded<Event<Never>>.completed(310)])
        let result = scheduler.start { x1.asCompletable().andThen(x2.asCompletable()) }
        XCTAssertEqual(result.events, [.completed(310)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 310)])
    }

    func testAndThenPassesOnTheSecondsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([Recorded<Event<Never>>.completed(290)])
        let x2 = scheduler.createHotObservable([.next(300, 1), .error(310, TestError())])
        let result = scheduler.start { x1.asCompletable().andThen(x2.asObservable()) }
        XCTAssertEqual(result.events, [.next(300, 1), .error(310, TestError())])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(x2.subscriptions, [Subscription(290, 310)])
    }

    func testAndThenSubscribesTheSecondThenDisposesTheFirst() {
        var log: [String] = []
        _ = Completable.empty().do(onDispose: { log.append("first disposed") })
            .andThen(Completable.never().do(onSubscribe: { log.append("second subscribed") }))
            .subscribe()
        XCTAssertEqual(log, ["second subscribed", "first disposed"])
    }

    func testConcatRunsEachInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let x2 = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let x3 = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let result = scheduler.start {
            Completable.concat(x1.asCompletable(), x2.asCompletable()).concat(x3.asCompletable())
        }
        XCTAssertEqual(result.events, [.completed(260)])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(210, 230)])
        XCTAssertEqual(x3.subscriptions, [Subscription(230, 260)])
    }

    func testConcatOfAnArrayStopsAtAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createColdObservable([Recorded<Event<Never>>.error(10, TestError())])
        let x2 = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let result = scheduler.start { Completable.concat([x1.asCompletable(), x2.asCompletable()]) }
        XCTAssertEqual(result.events, [.error(210, TestError())])
        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [])
        let lazily = TestScheduler(initialClock: 0).start {
            Completable.concat(AnySequence([Completable.empty(), Completable.empty()]))
        }
        XCTAssertEqual(lazily.events, [.completed(200)])
    }

    func testSubscribeWithSkipsAGoneObject() {
        final class Owner {}
        var owner: Owner? = Owner()
        var log: [String] = []
        let subject = PublishSubject<Never>()
        _ = subject.asCompletable().subscribe(with: owner!, onCompleted: { _ in log.append("completed") })
        _ = Completable.empty().subscribe(with: owner!, onCompleted: { _ in log.append("empty completed") },
                                          onDisposed: { _ in log.append("disposed") })
        owner = nil
        subject.onCompleted()
        XCTAssertEqual(log, ["empty completed", "disposed"])
    }
}
