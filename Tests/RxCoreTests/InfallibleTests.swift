import RxSwift
import RxRelay
import RxTest
import XCTest

private struct TestError: Error {}

private final class Owner {}

final class InfallibleTests: XCTestCase {
    // MARK: creation

    func testCreateSendsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))
                return Disposables.create()
            }
        }
        XCTAssertEqual(result.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func testJustEmptyNever() {
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible.just(7) }.events,
                       [.next(200, 7), .completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events, [.completed(200)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events, [])
    }

    func testJustOnASchedulerSendsTheCompletionFromASecondAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Infallible.just(7, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 7), .completed(202)])
    }

    func testOfOnASchedulerSendsOneElementPerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Infallible.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testFromArraySequenceAndOptional() {
        var received: [Int] = []
        _ = Infallible.from([1, 2]).subscribe(onNext: { received.append($0) })
        _ = Infallible.from(3...4).subscribe(onNext: { received.append($0) })
        _ = Infallible.from(optional: 5).subscribe(onNext: { received.append($0) })
        _ = Infallible<Int>.from(optional: nil).subscribe(onNext: { received.append($0) },
                                                        onCompleted: { received.append(-1) })
        XCTAssertEqual(received, [1, 2, 3, 4, 5, -1])
    }

    func testRange() {
        var received: [Int] = []
        var completed = false
        _ = Infallible.range(start: 3, count: 4).subscribe(onNext: { received.append($0) },
                                                          onCompleted: { completed = true })
        XCTAssertEqual(received, [3, 4, 5, 6])
        XCTAssertTrue(completed)
    }

    func testDeferredCallsTheFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let result = scheduler.start {
            Infallible<Int>.deferred {
                calls += 1
                return Infallible.just(calls)
            }
        }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(calls, 1)
    }

    func testIntervalAndTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let interval = scheduler.start(disposed: 235) { Infallible<Int>.interval(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(interval.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        let timer = TestScheduler(initialClock: 0)
        let once = timer.start { Infallible<Int>.timer(.seconds(30), scheduler: timer) }
        XCTAssertEqual(once.events, [.next(230, 0), .completed(230)])
    }

    func testConcatSubscribesToTheNextWhenOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let result = scheduler.start {
            Infallible.concat(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(225, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
    }

    func testMergeCompletesWhenAllHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let result = scheduler.start {
            Infallible.merge([xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)])
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    // MARK: from fallible sequences

    func testAsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let result = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testAsInfallibleOnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let fallback = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let result = scheduler.start {
            xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: 0))
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(225, 9), .completed(230)])
        XCTAssertEqual(fallback.subscriptions, [Subscription(220, 230)])
    }

    func testAsInfallibleOnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError())])
        var recovered: [String] = []
        let result = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                recovered.append("\(type(of: error))")
                return Infallible.just(3)
            })
        }
        XCTAssertEqual(result.events, [.next(220, 3), .completed(220)])
        XCTAssertEqual(recovered, ["TestError"])
    }

    func testTraitsConvertToo() {
        var received: [Int] = []
        _ = Single<Int>.error(TestError()).asInfallible(onErrorJustReturn: 4).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [4])
    }

    // MARK: operators

    func testMapCompactMapFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
                                                .completed(250)])
        let result = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .map { $0 * 10 }
                .compactMap { $0 == 20 ? nil : $0 }
                .filter { $0 != 40 }
        }
        XCTAssertEqual(result.events, [.next(210, 10), .next(230, 30), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapFamily() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let inner = { (x: Int) in
            Infallible<Int>.timer(.seconds(10), scheduler: scheduler).map { _ in x }
        }
        let merged = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).flatMap(inner) }
        XCTAssertEqual(merged.events, [.next(220, 1), .next(225, 2), .completed(300)])

        let latestScheduler = TestScheduler(initialClock: 0)
        let ys = latestScheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let latest = latestScheduler.start {
            ys.asInfallible(onErrorJustReturn: 0).flatMapLatest { y in
                Infallible<Int>.timer(.seconds(10), scheduler: latestScheduler).map { _ in y }
            }
        }
        XCTAssertEqual(latest.events, [.next(225, 2), .completed(300)])

        let firstScheduler = TestScheduler(initialClock: 0)
        let zs = firstScheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let first = firstScheduler.start {
            zs.asInfallible(onErrorJustReturn: 0).flatMapFirst { z in
                Infallible<Int>.timer(.seconds(10), scheduler: firstScheduler).map { _ in z }
            }
        }
        XCTAssertEqual(first.events, [.next(220, 1), .completed(300)])

        let concatScheduler = TestScheduler(initialClock: 0)
        let ws = concatScheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let concatenated = concatScheduler.start {
            ws.asInfallible(onErrorJustReturn: 0).concatMap { w in
                Infallible<Int>.timer(.seconds(10), scheduler: concatScheduler).map { _ in w }
            }
        }
        XCTAssertEqual(concatenated.events, [.next(220, 1), .next(230, 2), .completed(300)])
    }

    func testScanAndStartWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let result = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).scan(0, accumulator: +).startWith(-1, -2)
        }
        XCTAssertEqual(result.events, [.next(200, -1), .next(200, -2), .next(210, 1), .next(220, 3),
                                       .completed(250)])
        var intoResult: [[Int]] = []
        _ = Infallible.of(1, 2).scan(into: [Int]()) { $0.append($1) }.subscribe(onNext: { intoResult.append($0) })
        XCTAssertEqual(intoResult, [[1], [1, 2]])
    }

    func testDistinctUntilChanged() {
        var plain: [Int] = []
        var keyed: [Int] = []
        var compared: [Int] = []
        _ = Infallible.of(1, 1, 2, 2, 1).distinctUntilChanged().subscribe(onNext: { plain.append($0) })
        _ = Infallible.of(1, 3, 2, 4).distinctUntilChanged { $0 % 2 }.subscribe(onNext: { keyed.append($0) })
        _ = Infallible.of(1, 2, 5, 6).distinctUntilChanged { abs($0 - $1) < 2 }
            .subscribe(onNext: { compared.append($0) })
        XCTAssertEqual(plain, [1, 2, 1])
        XCTAssertEqual(keyed, [1, 2])
        XCTAssertEqual(compared, [1, 5])
    }

    func testDebounceAndThrottle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let debounced = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).debounce(.seconds(10), scheduler: scheduler)
        }
        XCTAssertEqual(debounced.events, [.next(225, 2), .next(250, 3), .completed(300)])

        let throttleScheduler = TestScheduler(initialClock: 0)
        let ys = throttleScheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let throttled = throttleScheduler.start {
            ys.asInfallible(onErrorJustReturn: 0).throttle(.seconds(10), latest: false, scheduler: throttleScheduler)
        }
        XCTAssertEqual(throttled.events, [.next(210, 1), .next(240, 3), .completed(300)])
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(225, "b")])
        let result = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .withLatestFrom(ys.asInfallible(onErrorJustReturn: "")) { "\($0)\($1)" }
        }
        XCTAssertEqual(result.events, [.next(230, "2b"), .completed(300)])
        var latest: [String] = []
        _ = Infallible.just(1).withLatestFrom(Infallible.just("x")).subscribe(onNext: { latest.append($0) })
        // The second source is subscribed first, as in RxSwift, so its element is there already.
        XCTAssertEqual(latest, ["x"])
    }

    func testTakeAndSkip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let taken = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(1).take(1) }
        XCTAssertEqual(taken.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        var untilThree: [Int] = []
        _ = Infallible.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive)
            .subscribe(onNext: { untilThree.append($0) })
        XCTAssertEqual(untilThree, [1, 2, 3])
        var none: [String] = []
        _ = Infallible.of(1, 2).take(-1).subscribe(onNext: { none.append("\($0)") }, onCompleted: { none.append("|") })
        XCTAssertEqual(none, ["|"])
    }

    func testDoAndSubscribeClosures() {
        var log: [String] = []
        let disposable = Infallible.of(1, 2)
            .do(onNext: { log.append("do \($0)") }, onCompleted: { log.append("do completed") },
                onSubscribe: { log.append("subscribe") }, onDispose: { log.append("do dispose") })
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                       onDisposed: { log.append("disposed") })
        disposable.dispose()
        XCTAssertEqual(log, ["subscribe", "do 1", "next 1", "do 2", "next 2", "do completed", "completed",
                             "disposed", "do dispose"])
    }

    func testSubscribeWithSkipsAGoneObject() {
        var log: [String] = []
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        let infallible = subject.asInfallible(onErrorJustReturn: 0)
        _ = infallible.subscribe(with: owner!, onNext: { _, element in log.append("next \(element)") },
                                 onCompleted: { _ in log.append("completed") })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 1"])
    }

    func testShareSubscribesOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.asInfallible(onErrorJustReturn: 0).share()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(205) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testBindToObserversAndRelays() {
        let relay = BehaviorRelay(value: 0)
        let optionalRelay = PublishRelay<Int?>()
        var optionals: [Int?] = []
        _ = optionalRelay.subscribe(onNext: { optionals.append($0) })
        var events: [String] = []
        let observer = AnyObserver<Int> { events.append("\($0)") }
        _ = Infallible.of(1, 2).bind(to: relay)
        _ = Infallible.of(3).bind(to: optionalRelay)
        _ = Infallible.of(4).bind(to: observer)
        var bound: [Int] = []
        _ = Infallible.of(5).bind(onNext: { bound.append($0) })
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(optionals, [3])
        XCTAssertEqual(events, ["next(4)", "completed"])
        XCTAssertEqual(bound, [5])
    }

    // MARK: combining

    func testCombineLatestOfTwoAndTupleForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let result = scheduler.start {
            Infallible.combineLatest(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) {
                $0 + $1
            }
        }
        XCTAssertEqual(result.events, [.next(220, 11), .next(230, 12), .completed(300)])
        var pairs: [String] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just("a"))
            .subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
        XCTAssertEqual(pairs, ["1a"])
    }

    func testCombineLatestAndZipOfEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index * 10, index), .completed(300)])
                .asInfallible(onErrorJustReturn: 0)
        }
        let combined = scheduler.start {
            Infallible.combineLatest(sources[0], sources[1], sources[2], sources[3],
                                     sources[4], sources[5], sources[6], sources[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }
        }
        XCTAssertEqual(combined.events, [.next(280, 36), .completed(300)])

        var zipped: [String] = []
        _ = Infallible.zip(Infallible.of(1, 2), Infallible.of("a", "b"), Infallible.just(true),
                           Infallible.just(4), Infallible.just(5))
            .subscribe(onNext: { zipped.append("\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)") })
        XCTAssertEqual(zipped, ["1atrue45"])
    }

    func testZipPairsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(240, 20), .completed(250)])
        let result = scheduler.start {
            Infallible.zip(xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }
        XCTAssertEqual(result.events, [.next(215, 11), .next(240, 22), .completed(300)])
    }

    func testCombineLatestAndZipOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])
        let sources = [xs.asInfallible(onErrorJustReturn: 0), ys.asInfallible(onErrorJustReturn: 0)]
        let combined = scheduler.start { Infallible.combineLatest(sources) }
        XCTAssertEqual(combined.events, [.next(220, [1, 10]), .next(230, [2, 10]), .next(240, [2, 20]),
                                         .completed(300)])
        var zipped: [Int] = []
        _ = Infallible.zip([Infallible.of(1, 2), Infallible.of(10, 20, 30)]) { $0.reduce(0, +) }
            .subscribe(onNext: { zipped.append($0) })
        XCTAssertEqual(zipped, [11, 22])
    }
}
