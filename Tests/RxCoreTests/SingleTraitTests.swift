import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class SingleTraitTests: XCTestCase {
    func testCreateDeliversTheFirstOutcomeOnly() {
        var outcomes: [String] = []
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError()))
            return Disposables.create()
        }
        _ = single.subscribe(onSuccess: { outcomes.append("success \($0)") },
                             onFailure: { _ in outcomes.append("failure") },
                             onDisposed: { outcomes.append("disposed") })
        XCTAssertEqual(outcomes, ["success 1", "disposed"])
    }

    func testSubscribeWithOneClosureReceivesTheFailure() {
        var failures = 0
        _ = Single<Int>.create { observer in
            observer(.failure(TestError()))
            return Disposables.create()
        }.subscribe { result in
            if case .failure(let error) = result, error is TestError { failures += 1 }
        }
        XCTAssertEqual(failures, 1)
    }

    func testAsSingleEmitsTheOnlyElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { source.asSingle() }
        XCTAssertEqual(result.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testAsSingleFailsOnASecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start { source.asSingle() }
        XCTAssertEqual(result.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testAsSingleFailsWithoutElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let result = scheduler.start { source.asSingle() }
        XCTAssertEqual(result.events, [.error(250, RxError.noElements)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testAsSinglePassesOnErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let result = scheduler.start { source.asSingle() }
        XCTAssertEqual(result.events, [.error(230, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testTimeoutFailsALateSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let result = scheduler.start { source.asSingle().timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(230, RxError.timeout)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testTimeoutSwitchesToAnotherSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let result = scheduler.start {
            source.asSingle().timeout(.seconds(30), other: Single.just(0), scheduler: scheduler)
        }
        XCTAssertEqual(result.events, [.next(230, 0), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testDelayAndRetryAndCatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
        let result = scheduler.start {
            failing.asSingle().retry(2).catch { _ in Single.just(7) }.delay(.seconds(5), scheduler: scheduler)
        }
        // As in RxSwift, delay sends the completion from an action of its own, one tick later.
        XCTAssertEqual(result.events, [.next(225, 7), .completed(226)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }

    func testMapCatchAndReturnAndFilter() {
        var received: [String] = []
        _ = Single.just(2).map { $0 * 10 }.subscribe(onSuccess: { received.append("map \($0)") })
        _ = Single<Int>.create { observer in
            observer(.failure(TestError()))
            return Disposables.create()
        }.catchAndReturn(5).subscribe(onSuccess: { received.append("caught \($0)") })
        _ = Single.just(3).filter { $0 > 5 }.subscribe(onSuccess: { received.append("kept \($0)") },
                                                      onCompleted: { received.append("filtered out") })
        _ = Single.just(3).asMaybe().subscribe(onSuccess: { received.append("maybe \($0)") })
        XCTAssertEqual(received, ["map 20", "caught 5", "filtered out", "maybe 3"])
    }

    func testObserveOnAndSubscribeOnKeepTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Single.just(4).subscribe(on: scheduler).observe(on: scheduler)
        }
        // As in RxSwift, observe(on:) sends each event from an action of its own.
        XCTAssertEqual(result.events, [.next(202, 4), .completed(203)])
    }

    func testDeferredCreatesTheSinglePerSubscription() {
        var created = 0
        let single = Single<Int>.deferred {
            created += 1
            return Single.just(created)
        }
        var received: [Int] = []
        _ = single.subscribe(onSuccess: { received.append($0) })
        _ = single.subscribe(onSuccess: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
    }

    func testErrorAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let failed = scheduler.start { Single<Int>.error(TestError()) }
        XCTAssertEqual(failed.events, [.error(200, TestError())])
        let silent = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
            Single<Int>.never().timeout(.seconds(40), scheduler: scheduler)
        }
        XCTAssertEqual(silent.events, [.error(1240, RxError.timeout)])
    }

    func testDoRunsSideEffectsAroundTheOutcome() {
        var log: [String] = []
        _ = Single.just(1)
            .do(onSuccess: { log.append("on \($0)") }, afterSuccess: { log.append("after \($0)") },
                onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") })
            .subscribe(onSuccess: { log.append("success \($0)") })
        // As RxSwift: a source that ended while being subscribed is disposed after `onSubscribed`.
        XCTAssertEqual(log, ["subscribe", "on 1", "success 1", "after 1", "subscribed", "dispose"])
    }

    func testAsCompletableDropsTheElement() {
        var log: [String] = []
        _ = Single.just(1).asCompletable().subscribe(onCompleted: { log.append("completed") })
        _ = Single<Int>.error(TestError()).asCompletable().subscribe(onError: { _ in log.append("error") })
        XCTAssertEqual(log, ["completed", "error"])
    }

    func testDebugPassesTheOutcomeOn() {
        var received: [Int] = []
        _ = Single.just(5).debug("single").subscribe(onSuccess: { received.append($0) })
        XCTAssertEqual(received, [5])
    }

    func testFlatMapContinuesWithTheNextSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 2), .completed(10)])
        let second = scheduler.createColdObservable([.next(20, 30), .completed(20)])
        let result = scheduler.start {
            first.asSingle().flatMap { value in second.asSingle().map { $0 + value } }
        }
        XCTAssertEqual(result.events, [.next(230, 32), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testCompactMapMakesAMaybe() {
        let kept = TestScheduler(initialClock: 0).start { Single.just(2).compactMap { $0 * 10 } }
        XCTAssertEqual(kept.events, [.next(200, 20), .completed(200)])
        let dropped = TestScheduler(initialClock: 0).start { Single.just(2).compactMap { _ -> Int? in nil } }
        XCTAssertEqual(dropped.events, [.completed(200)])
    }

    func testFlatMapMaybeContinuesWithTheMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 3), .completed(10)])
        let second = scheduler.createColdObservable([Recorded<Event<Int>>.completed(20)])
        let result = scheduler.start { first.asSingle().flatMapMaybe { _ in second.asMaybe() } }
        XCTAssertEqual(result.events, [.completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapCompletableContinuesWithTheCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 3), .completed(10)])
        let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(15)])
        var received: [Int] = []
        let result = scheduler.start {
            first.asSingle().flatMapCompletable { value in
                received.append(value)
                return second.asCompletable()
            }
        }
        XCTAssertEqual(result.events, [.completed(225)])
        XCTAssertEqual(received, [3])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 225)])
    }

    func testOnDisposedRunsRightAfterTheOutcome() {
        var log: [String] = []
        let disposable = Single.just(1).subscribe(onSuccess: { log.append("success \($0)") },
                                                  onFailure: { _ in log.append("failure") },
                                                  onDisposed: { log.append("disposed") })
        disposable.dispose()
        XCTAssertEqual(log, ["success 1", "disposed"])
        var disposedEarly: [String] = []
        Single<Int>.never().subscribe(onDisposed: { disposedEarly.append("disposed") }).dispose()
        XCTAssertEqual(disposedEarly, ["disposed"])
    }

    func testSubscribeWithSkipsAGoneObject() {
        final class Owner {}
        var log: [String] = []
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        _ = subject.asSingle().subscribe(with: owner!, onSuccess: { _, value in log.append("success \(value)") },
                                         onDisposed: { _ in log.append("disposed") })
        _ = Single.just(5).subscribe(with: owner!, onSuccess: { _, value in log.append("success \(value)") },
                                     onFailure: { _, _ in log.append("failure") })
        owner = nil
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, ["success 5"])
    }
}
