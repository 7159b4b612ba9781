import RxRelay
import RxSwift
import XCTest

private struct Failure: Error {}

/// Where a subscription runs in the current-thread trampoline, as in RxSwift 6.10: only a
/// `Producer`'s `subscribe` enters it (when none is running, it runs the subscription as the
/// trampoline's first action and then drains what was queued). Subjects, `just`, `empty`,
/// `error`, `from(optional:)`, `share()` and a connectable's subscribers subscribe directly:
/// what they emit at once reaches the observer with no trampoline running, so a sequence the
/// observer subscribes there runs its own trampoline to the end before `subscribe` returns.
final class SubscriptionTrampolineTests: XCTestCase {
    /// Subscribes `Observable.from([1, 2])` and logs "after" once that call returned: with no
    /// trampoline running the elements come first; inside one they wait behind the running action.
    private func nestedSubscription(_ log: @escaping (String) -> Void) {
        _ = Observable.from([1, 2]).subscribe(onNext: { log("\($0)") })
        log("after")
    }

    private let direct = ["1", "2", "after"]
    private let trampolined = ["after", "1", "2"]

    // MARK: subjects

    /// RxSwift's BehaviorSubject is no Producer: it replays its value inside `subscribe` with no
    /// trampoline running, so `from` runs its own.
    func testBehaviorSubjectReplayAtTopLevelLetsANestedProducerFinishFirst() {
        var log: [String] = []
        let subject = BehaviorSubject(value: 0)
        _ = subject.subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct)
    }

    /// Through `map` (a Producer in RxSwift) the same replay happens inside the trampoline that
    /// `map`'s subscription started, so the nested `from` is queued behind it.
    func testBehaviorSubjectReplayThroughAnOperatorStaysInTheTrampoline() {
        var log: [String] = []
        let subject = BehaviorSubject(value: 0)
        _ = subject.map { $0 }.subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, trampolined)
    }

    /// ReplaySubject and AsyncSubject replay the same way, outside any trampoline; so do the
    /// relays, whose `asObservable()` is their subject.
    func testReplayAsyncSubjectsAndRelayReplayAtTopLevelWithNoTrampoline() {
        var log: [String] = []
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        replay.onNext(0)
        _ = replay.subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct, "ReplaySubject")

        log = []
        let async = AsyncSubject<Int>()
        async.onNext(0)
        async.onCompleted()
        _ = async.subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct, "AsyncSubject")

        log = []
        let relay = BehaviorRelay(value: 0)
        _ = relay.subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct, "BehaviorRelay")
    }

    /// The observer of a subject's replay sees no trampoline running (RxSwift's
    /// `isScheduleRequired` is true there), whichever `subscribe` form is used.
    func testNoTrampolineRunsDuringASubjectsReplay() {
        var required: [Bool] = []
        let subject = BehaviorSubject(value: 0)
        _ = subject.subscribe(onNext: { _ in required.append(CurrentThreadScheduler.isScheduleRequired) })
        _ = subject.subscribe { _ in required.append(CurrentThreadScheduler.isScheduleRequired) }
        _ = subject.subscribe(AnyObserver { _ in required.append(CurrentThreadScheduler.isScheduleRequired) })
        _ = subject.subscribe(onNext: { _ in required.append(CurrentThreadScheduler.isScheduleRequired) },
                              onDisposed: {})
        XCTAssertEqual(required, [true, true, true, true])
    }

    // MARK: just, empty, error, from(optional:)

    /// RxSwift's `just`, `empty`, `error` and `from(optional:)` without a scheduler override
    /// `subscribe` and emit at once, outside the trampoline.
    func testJustEmptyErrorAndFromOptionalEmitAtTopLevelWithNoTrampoline() {
        var log: [String] = []
        _ = Observable.just(0).subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct, "just")

        log = []
        _ = Observable<Int>.empty().subscribe(onCompleted: { self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct, "empty")

        log = []
        _ = Observable<Int>.error(Failure()).subscribe(onError: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct, "error")

        log = []
        _ = Observable.from(optional: 0).subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct, "from(optional:)")

        log = []
        _ = Single.just(0).subscribe(onSuccess: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct, "Single.just")
    }

    /// The forms RxSwift builds as Producers that schedule (`of`, `just(_:scheduler:)`) emit
    /// from the trampoline their subscription started, so the nested `from` waits.
    func testSchedulingCreationFormsStillEmitInTheTrampoline() {
        var log: [String] = []
        _ = Observable.of(0).subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, trampolined, "of")

        log = []
        _ = Observable.just(0, scheduler: CurrentThreadScheduler.instance)
            .subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, trampolined, "just(_:scheduler:)")

        log = []
        _ = Observable<Int>.create { observer in
            observer.onNext(0)
            return Disposables.create()
        }.subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, trampolined, "create")
    }

    /// Recursive scheduling keeps its order: two ranges merged inside a direct `just`'s element
    /// still interleave (merge's subscription starts the trampoline both ranges queue on), and
    /// all of it ends before the outer `subscribe` returns.
    func testRecursiveSchedulingOrderInsideADirectSubscriptionIsUnchanged() {
        var log: [String] = []
        _ = Observable.just(0).subscribe(onNext: { _ in
            _ = Observable.merge(Observable.range(start: 0, count: 3), Observable.range(start: 10, count: 3))
                .subscribe(onNext: { log.append("\($0)") })
            log.append("after")
        })
        XCTAssertEqual(log, ["0", "10", "1", "11", "2", "12", "after"])
    }

    // MARK: producers at top level

    /// A Producer at top level still subscribes in the trampoline: `take` is wired before
    /// `range` emits its first element, so it stops the range after two.
    func testTakeStopsARangeSubscribedAtTopLevel() {
        var produced = 0
        var received: [Int] = []
        _ = Observable.range(start: 0, count: 1000).do(onNext: { _ in produced += 1 }).take(2)
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [0, 1])
        XCTAssertEqual(produced, 2)
    }

    // MARK: share, publish

    /// RxSwift's `share()` and `share(replay: 1)` (while connected) subscribe directly: the
    /// replay of the latest element to a later subscriber runs with no trampoline.
    func testShareReplayToALaterSubscriberRunsWithNoTrampoline() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        let first = shared.subscribe()
        subject.onNext(0)
        let second = shared.subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct)
        first.dispose(); second.dispose()
    }

    /// The first subscriber of a shared subject connects it directly too: the subject's replay
    /// reaches the subscriber with no trampoline running.
    func testShareOfASubjectConnectsWithNoTrampoline() {
        var log: [String] = []
        let shared = BehaviorSubject(value: 0).share()
        _ = shared.subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct)
    }

    /// The connection subscribes its source as `subscribe` does: a Producer source runs in the
    /// trampoline, so `take` inside it still stops an endless range (and elements the source
    /// emits reach a subscriber inside that trampoline).
    func testShareConnectsAProducerSourceInTheTrampoline() {
        for replay in [0, 1] {
            var produced = 0
            var received: [Int] = []
            _ = Observable.range(start: 0, count: 1000).do(onNext: { _ in produced += 1 }).take(2)
                .share(replay: replay)
                .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [0, 1], "replay \(replay)")
            XCTAssertEqual(produced, 2, "replay \(replay)")
        }
        var log: [String] = []
        _ = Observable.of(0).share().subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, trampolined)
    }

    /// `connect()` subscribes the source as RxSwift's does (a Producer's `subscribe`), in the
    /// trampoline, so `take` stops the range; subscribers of a connectable go to its subject
    /// directly.
    func testConnectSubscribesAProducerSourceInTheTrampoline() {
        var produced = 0
        var received: [Int] = []
        let published = Observable.range(start: 0, count: 1000).do(onNext: { _ in produced += 1 }).take(2).publish()
        _ = published.subscribe(onNext: { received.append($0) })
        _ = published.connect()
        XCTAssertEqual(received, [0, 1])
        XCTAssertEqual(produced, 2)

        var log: [String] = []
        // A source that stays connected: one that completed would take its subject with it.
        let replayed = Observable<Int>.never().startWith(0).replay(1)
        _ = replayed.connect()
        _ = replayed.subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        XCTAssertEqual(log, direct)
    }

    // MARK: inner sequences subscribed on an event

    /// `range(0, 1000)` counting what it produced, with `take(2)` after it.
    private func countedTake(_ produced: @escaping () -> Void) -> Observable<Int> {
        Observable.range(start: 0, count: 1000).do(onNext: { _ in produced() }).take(2)
    }

    /// RxSwift's operators subscribe an inner sequence with `subscribe`, so a Producer inner
    /// enters the trampoline even when the outer event came from a subject at top level (no
    /// trampoline running): `take` inside the inner is wired before `range` emits and stops it
    /// after two elements, as at top level.
    func testInnerProducersSubscribedOnASubjectsEventRunInTheTrampoline() {
        let operators: [(String, (Observable<Int>, @escaping () -> Observable<Int>) -> Observable<Int>)] = [
            ("flatMap", { source, inner in source.flatMap { _ in inner() } }),
            ("flatMapLatest", { source, inner in source.flatMapLatest { _ in inner() } }),
            ("flatMapFirst", { source, inner in source.flatMapFirst { _ in inner() } }),
            ("concatMap", { source, inner in source.concatMap { _ in inner() } }),
            ("concat", { source, inner in source.take(1).filter { _ in false }.concat(Observable.deferred { inner() }) }),
            ("catch", { source, inner in source.map { _ in throw Failure() }.catch { _ in inner() } }),
            // The subject's event fails the first attempt; the second attempt subscribes the inner.
            ("retry", { source, inner in
                var failed = false
                return Observable.deferred { () -> Observable<Int> in
                    failed ? inner() : source.map { _ in
                        failed = true
                        throw Failure()
                    }
                }.retry(2)
            }),
        ]
        for (name, make) in operators {
            var produced = 0
            var received: [Int] = []
            let subject = PublishSubject<Int>()
            let subscription = make(subject.asObservable()) { self.countedTake { produced += 1 } }
                .subscribe(onNext: { received.append($0) })
            subject.onNext(0)
            XCTAssertEqual(received, [0, 1], name)
            XCTAssertEqual(produced, 2, name)
            subscription.dispose()
        }
    }

    /// An inner `just` (subscribed directly in RxSwift too) emits at once with no trampoline
    /// running, so a nested subscription in its observer finishes first.
    func testInnerJustOnASubjectsEventEmitsWithNoTrampoline() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        _ = subject.flatMapLatest { Observable.just($0) }
            .subscribe(onNext: { _ in self.nestedSubscription { log.append($0) } })
        subject.onNext(0)
        XCTAssertEqual(log, direct)
    }
}
