import RxSwift
import RxRelay
import RxTest
import RxUI
@testable import UIKit
import XCTest

private struct TestError: Error {}

/// An `ActivityIndicator`-style helper, as RxExample's: a shared sequence of its own.
private final class BusyTracker: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy
    private let relay = BehaviorRelay(value: false)
    private let loading: Driver<Bool>

    init() { loading = relay.asDriver().distinctUntilChanged() }

    func start() { relay.accept(true) }
    func stop() { relay.accept(false) }

    func asSharedSequence() -> SharedSequence<DriverSharingStrategy, Bool> { loading }
}

/// RxCocoa 6.10's Driver/Signal surface, checked against what RxCocoa does.
final class SharedSequenceSurfaceTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testDriverFromDeliversEachElementInItsOwnScheduledAction() {
        let driver = SharingScheduler.mock(scheduler: scheduler) { Driver.from([1, 2, 3]) }
        let observer = scheduler.start { driver }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testOfFromOptionalAndFromSequenceAreScheduledLikeFrom() {
        let of = SharingScheduler.mock(scheduler: scheduler) { Driver.of(4, 5) }
        let ofEvents = scheduler.start { of }
        XCTAssertEqual(ofEvents.events, [.next(201, 4), .next(202, 5), .completed(203)])
        let again = TestScheduler(initialClock: 0)
        let (some2, none2, sequence2) = SharingScheduler.mock(scheduler: again) {
            (Signal.from(optional: 6), Driver<Int>.from(optional: nil), Driver.from(7...8))
        }
        let someObserver = again.createObserver(Int.self)
        let noneObserver = again.createObserver(Int.self)
        let sequenceObserver = again.createObserver(Int.self)
        let bag = DisposeBag()
        _ = again.scheduleAt(100) {
            some2.emit(to: someObserver).disposed(by: bag)
            none2.drive(noneObserver).disposed(by: bag)
            sequence2.drive(sequenceObserver).disposed(by: bag)
        }
        again.start()
        XCTAssertEqual(someObserver.events, [.next(101, 6), .completed(102)])
        XCTAssertEqual(noneObserver.events, [.completed(101)])
        XCTAssertEqual(sequenceObserver.events, [.next(101, 7), .next(102, 8), .completed(103)])
    }

    func testDeferredMakesTheSequenceOnSubscription() {
        var made = 0
        let driver = Driver.deferred { made += 1; return Driver.just(made) }
        XCTAssertEqual(made, 0)
        XCTAssertEqual(Recorder(driver).elements, [1])
    }

    func testTimerAndIntervalTickOnTheSharingScheduler() {
        let timer = SharingScheduler.mock(scheduler: scheduler) { Driver<Int>.timer(.seconds(10), period: .seconds(20)) }
        let timerEvents = scheduler.start(disposed: 260) { timer }
        XCTAssertEqual(timerEvents.events, [.next(210, 0), .next(230, 1), .next(250, 2)])
        let other = TestScheduler(initialClock: 0)
        let interval = SharingScheduler.mock(scheduler: other) { Signal<Int>.interval(.seconds(30)) }
        XCTAssertEqual(other.start(disposed: 275) { interval }.events, [.next(230, 0), .next(260, 1)])
    }

    func testCombineLatestOfFourSourcesWithAResultSelector() {
        let a = BehaviorRelay(value: 1), b = BehaviorRelay(value: "b"), c = BehaviorRelay(value: 2.5), d = BehaviorRelay(value: true)
        let combined = Recorder(Driver.combineLatest(a.asDriver(), b.asDriver(), c.asDriver(), d.asDriver()) {
            "\($0)\($1)\($2)\($3)"
        })
        a.accept(2)
        d.accept(false)
        XCTAssertEqual(combined.elements, ["1b2.5true", "2b2.5true", "2b2.5false"])
    }

    func testCombineLatestAndZipOfEightSourcesAsTuples() {
        let sources = (1...8).map { BehaviorRelay(value: $0) }
        let d = sources.map { $0.asDriver() }
        let combined = Recorder(Driver.combineLatest(d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]))
        let zipped = Recorder(Signal.zip(
            Signal.of(1, 2), Signal.of("a", "b"), Signal.of(3), Signal.of(4), Signal.of(5), Signal.of(6),
            Signal.of(7), Signal.of(8)))
        sources[7].accept(80)
        XCTAssertEqual(combined.elements.map { $0.7 }, [8, 80])
        XCTAssertEqual(combined.elements.last.map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }, [1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(zipped.elements.count, 1)
        XCTAssertEqual(zipped.elements.first?.1, "a")
        XCTAssertTrue(zipped.completed)
    }

    func testCombineLatestAndZipOfCollectionsWithAndWithoutASelector() {
        let first = BehaviorRelay(value: 1), second = BehaviorRelay(value: 10)
        let drivers = [first.asDriver(), second.asDriver()]
        let arrays = Recorder(Driver.combineLatest(drivers))
        let sums = Recorder(Driver.combineLatest(drivers) { $0.reduce(0, +) })
        let zipped = Recorder(Driver.zip([Driver.of(1, 2), Driver.of(3, 4)]))
        let zippedSums = Recorder(Driver.zip([Driver.of(1, 2), Driver.of(3, 4)]) { $0.reduce(0, +) })
        first.accept(2)
        XCTAssertEqual(arrays.elements, [[1, 10], [2, 10]])
        XCTAssertEqual(sums.elements, [11, 12])
        XCTAssertEqual(zipped.elements, [[1, 3], [2, 4]])
        XCTAssertEqual(zippedSums.elements, [4, 6])
    }

    func testASignalMixesWithDriversAsRxCocoaAllows() {
        let taps = PublishRelay<Void>()
        let username = BehaviorRelay(value: "ann")
        let credentials: Driver<String> = username.asDriver()
        let signal: Signal<Void> = taps.asSignal()
        let latest: Signal<String> = signal.withLatestFrom(credentials)
        let paired: Signal<String> = signal.withLatestFrom(credentials) { _, name in name.uppercased() }
        let signedIn: Driver<Bool> = signal.flatMapLatest { _ in Driver.just(true) }
        let recordedLatest = Recorder(latest), recordedPaired = Recorder(paired), recordedSignedIn = Recorder(signedIn)
        taps.accept(())
        username.accept("bob")
        taps.accept(())
        XCTAssertEqual(recordedLatest.elements, ["ann", "bob"])
        XCTAssertEqual(recordedPaired.elements, ["ANN", "BOB"])
        XCTAssertEqual(recordedSignedIn.elements, [true, true])
    }

    func testAnActivityIndicatorStyleTypeConvertsWithAsDriverAndHasAsObservable() {
        let tracker = BusyTracker()
        let driver: Driver<Bool> = tracker.asDriver()
        let states = Recorder(driver)
        let observed = Recorder(tracker.asObservable())
        tracker.start()
        tracker.stop()
        XCTAssertEqual(states.elements, [false, true, false])
        XCTAssertEqual(observed.elements, [false, true, false])
        XCTAssertEqual(Recorder(tracker.map { !$0 }).elements, [true], "operators work on the helper type")
    }

    func testMergeVariadicArrayAndCollection() {
        let a = PublishRelay<Int>(), b = PublishRelay<Int>()
        let variadic = Recorder(Signal.merge(a.asSignal(), b.asSignal()))
        let array = Recorder(Signal.merge([a.asSignal(), b.asSignal()]))
        let collection = Recorder(Signal.merge(ArraySlice([a.asSignal(), b.asSignal()])))
        a.accept(1)
        b.accept(2)
        XCTAssertEqual(variadic.elements, [1, 2])
        XCTAssertEqual(array.elements, [1, 2])
        XCTAssertEqual(collection.elements, [1, 2])
    }

    func testDoRunsEveryHookInRxCocoasOrder() {
        var log: [String] = []
        let driver = Driver.just(1).do(
            onNext: { log.append("next \($0)") }, afterNext: { log.append("after next \($0)") },
            onCompleted: { log.append("completed") }, afterCompleted: { log.append("after completed") },
            onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") })
        let subscription = driver.drive()
        subscription.dispose()
        // `just` is delivered by an action on the current-thread scheduler, which runs once the
        // outer subscription returns, as in RxSwift: so `subscribed` comes before the element.
        XCTAssertEqual(log, ["subscribe", "subscribed", "next 1", "after next 1", "completed", "after completed",
                             "dispose"])
    }

    func testScanSkipFlatMapFirstAndSwitchLatest() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: 0)
        let scanned = Recorder(driver.scan(0, accumulator: +))
        let skipped = Recorder(driver.skip(2))
        let inner = PublishRelay<Int>()
        let first = Recorder(driver.flatMapFirst { _ in inner.asSignal() })
        let flat = Recorder(driver.flatMap { Driver.just($0 * 100) })
        let nested = PublishRelay<Driver<Int>>()
        let switched = Recorder(nested.asSignal().switchLatest())
        subject.onNext(1)
        subject.onNext(2)
        inner.accept(9)
        subject.onNext(3)
        let older = BehaviorRelay(value: 1), newer = BehaviorRelay(value: 2)
        nested.accept(older.asDriver())
        nested.accept(newer.asDriver())
        older.accept(10)
        XCTAssertEqual(scanned.elements, [1, 3, 6])
        XCTAssertEqual(skipped.elements, [3])
        XCTAssertEqual(first.elements, [9], "the first inner sequence is still running")
        XCTAssertEqual(flat.elements, [100, 200, 300])
        XCTAssertEqual(switched.elements, [1, 2])
    }

    func testDebounceAndThrottleWithLatestOnTheSharingScheduler() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3)])
        let (debounced, throttled, dropping) = SharingScheduler.mock(scheduler: scheduler) {
            let driver = source.asDriver(onErrorJustReturn: 0)
            return (driver.debounce(.seconds(10)), driver.throttle(.seconds(10)),
                    driver.throttle(.seconds(10), latest: false))
        }
        let debouncedEvents = scheduler.createObserver(Int.self)
        let throttledEvents = scheduler.createObserver(Int.self)
        let droppingEvents = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        _ = scheduler.scheduleAt(200) {
            debounced.drive(debouncedEvents).disposed(by: bag)
            throttled.drive(throttledEvents).disposed(by: bag)
            dropping.drive(droppingEvents).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(debouncedEvents.events, [.next(226, 2), .next(251, 3)])
        XCTAssertEqual(throttledEvents.events, [.next(211, 1), .next(221, 2), .next(241, 3)])
        XCTAssertEqual(droppingEvents.events, [.next(211, 1), .next(241, 3)])
    }

    func testDriveIntoEveryRelayKindOneManyAndOptional() {
        let bag = DisposeBag()
        let behavior = BehaviorRelay(value: 0), optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>(), optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2), optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
        let published = Recorder(publish), optionalPublished = Recorder(optionalPublish)
        Driver.just(1).drive(behavior).disposed(by: bag)
        Driver.just(2).drive(optionalBehavior, optionalBehavior).disposed(by: bag)
        Driver.just(3).drive(publish, publish).disposed(by: bag)
        Driver.just(4).drive(optionalPublish).disposed(by: bag)
        Driver.just(5).drive(replay, replay).disposed(by: bag)
        Driver.just(6).drive(optionalReplay).disposed(by: bag)
        XCTAssertEqual(behavior.value, 1)
        XCTAssertEqual(optionalBehavior.value, 2)
        XCTAssertEqual(published.elements, [3, 3])
        XCTAssertEqual(optionalPublished.elements, [4])
        XCTAssertEqual(Recorder(replay).elements, [5, 5])
        XCTAssertEqual(Recorder(optionalReplay).elements, [6])
    }

    func testEmitIntoEveryRelayKindOneManyAndOptional() {
        let bag = DisposeBag()
        let behavior = BehaviorRelay(value: 0), optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>(), optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2), optionalReplay = ReplayRelay<Int?>.create(bufferSize: 2)
        let published = Recorder(publish), optionalPublished = Recorder(optionalPublish)
        Signal.just(1).emit(to: behavior, behavior).disposed(by: bag)
        Signal.just(2).emit(to: optionalBehavior).disposed(by: bag)
        Signal.just(3).emit(to: publish).disposed(by: bag)
        Signal.just(4).emit(to: optionalPublish, optionalPublish).disposed(by: bag)
        Signal.just(5).emit(to: replay).disposed(by: bag)
        Signal.just(6).emit(to: optionalReplay, optionalReplay).disposed(by: bag)
        XCTAssertEqual(behavior.value, 1)
        XCTAssertEqual(optionalBehavior.value, 2)
        XCTAssertEqual(published.elements, [3])
        XCTAssertEqual(optionalPublished.elements, [4, 4])
        XCTAssertEqual(Recorder(replay).elements, [5])
        XCTAssertEqual(Recorder(optionalReplay).elements, [6, 6])
    }

    func testInfallibleConvertsToDriverAndSignalOnTheSharingScheduler() {
        let main = VirtualTimeScheduler()
        let (driver, signal) = SharingScheduler.mock(scheduler: main) {
            (Infallible.just(1).asDriver(), Infallible.just(2).asSignal())
        }
        let driven = Recorder(driver), emitted = Recorder(signal)
        XCTAssertEqual(driven.elements, [], "delivery waits for the main scheduler")
        main.runDue()
        XCTAssertEqual(driven.elements, [1])
        XCTAssertEqual(emitted.elements, [2])
    }

    func testAsSharedSequenceWithEachErrorPolicy() {
        let failing = Observable<Int>.concat(.just(1), .error(TestError()))
        let justReturn = Recorder(failing.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1))
        let driveWith = Recorder(failing.asSharedSequence(onErrorDriveWith: Signal.of(7, 8)))
        let recovered = Recorder(failing.asSharedSequence(sharingStrategy: SignalSharingStrategy.self) { _ in .just(9) })
        XCTAssertEqual(justReturn.elements, [1, -1])
        XCTAssertEqual(driveWith.elements, [1, 7, 8])
        XCTAssertEqual(recovered.elements, [1, 9])
        XCTAssertTrue(justReturn.completed && driveWith.completed && recovered.completed)
    }

    func testValuesIsAnAsyncSequenceThatEndsWithTheDriver() async {
        var collected: [Int] = []
        for await value in Driver.from([1, 2, 3]).values { collected.append(value) }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func testChangedSkipsTheCurrentValueAndOrEmptyReadsNilAsEmpty() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "f")
            field.text = nil
            let changed = Recorder(field.rx.text.changed)
            let text = Recorder(field.rx.text.orEmpty)
            field.userEdit("a")
            // Beginning to edit sends the text again (RxCocoa's default editing events); `changed`
            // leaves out only the value sent on subscription.
            XCTAssertEqual(changed.elements, [nil, "a"])
            XCTAssertEqual(text.elements, ["", "", "a"])
        }
    }

    func testSharingReplaysForDriverButNotSignalAndSubscribesTheSourceOnce() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create()
        }
        let driver = source.asDriver(onErrorJustReturn: 0)
        let signal = source.asSignal(onErrorJustReturn: 0)
        let driverFirst = Recorder(driver), driverSecond = Recorder(driver)
        let signalFirst = Recorder(signal), signalSecond = Recorder(signal)
        XCTAssertEqual(subscriptions, 2, "one subscription to the source per shared sequence")
        XCTAssertEqual(driverFirst.elements, [1])
        XCTAssertEqual(driverSecond.elements, [1], "a Driver replays its latest element")
        XCTAssertEqual(signalFirst.elements, [2])
        XCTAssertEqual(signalSecond.elements, [], "a Signal does not")
    }
}
