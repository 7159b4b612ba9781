import RxSwift
import RxRelay
import RxTest
import XCTest

/// The subject behaviours RxSwift pins: terminal replay, re-entrant subscription, AsyncSubject,
/// ReplayRelay and the debug-build reentrancy warning.
final class SubjectSemanticsTests: XCTestCase {
    func testTerminatedBehaviorSubjectGivesALateSubscriberOnlyTheTerminalEvent() {
        let completed = BehaviorSubject(value: 1)
        completed.onNext(2)
        completed.onCompleted()
        var events: [Event<Int>] = []
        _ = completed.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
        XCTAssertEqual(try completed.value(), 2)

        let failed = BehaviorSubject(value: 1)
        failed.onError(RxError.timeout)
        var failures: [Event<Int>] = []
        _ = failed.subscribe { failures.append($0) }
        XCTAssertEqual(failures, [.error(RxError.timeout)])
    }

    func testSubscriberAddedDuringAReentrantOnNextGetsTheValueOnce() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        var inner: Disposable?
        let outer = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 {
                subject.onNext(2)
                inner = subject.subscribe(onNext: { log.append("B\($0)") })
            }
        })
        _ = captureStandardError { subject.onNext(1) }
        XCTAssertEqual(log, ["A0", "A1", "A2", "B2"])
        outer.dispose()
        inner?.dispose()
    }

    func testReentrantOnNextPrintsTheReentrancyAnomalyInDebugBuilds() {
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { if $0 == 1 { subject.onNext(2) } })
        let warning = captureStandardError { subject.onNext(1) }
        #if DEBUG
        XCTAssertTrue(warning.hasPrefix("⚠️ Reentrancy anomaly was detected."), warning)
        #else
        XCTAssertEqual(warning, "")
        #endif
        XCTAssertEqual(captureStandardError { subject.onNext(3) }, "")
    }

    func testDisposedSubjectsFailNewSubscribers() {
        let behavior = BehaviorSubject(value: 1)
        behavior.dispose()
        var events: [Event<Int>] = []
        _ = behavior.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(RxError.disposed(object: behavior))])
        XCTAssertThrowsError(try behavior.value())

        let replay = ReplaySubject<Int>.create(bufferSize: 3)
        replay.onNext(1)
        replay.dispose()
        var replayed: [Event<Int>] = []
        _ = replay.subscribe { replayed.append($0) }
        XCTAssertEqual(replayed, [.error(RxError.disposed(object: replay))])
    }

    func testAsyncSubjectEmitsTheLastElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(200) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.scheduleAt(400) { subject.onNext(3) }
        scheduler.scheduleAt(500) { _ = subject.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(300, 2), .completed(300)])
        XCTAssertEqual(late.events, [.next(500, 2), .completed(500)])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAsyncSubjectWithoutElementsOnlyCompletesAndPassesErrors() {
        let empty = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = empty.subscribe { events.append($0) }
        empty.onCompleted()
        _ = empty.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .completed])

        let failing = AsyncSubject<Int>()
        var failures: [Event<Int>] = []
        _ = failing.subscribe { failures.append($0) }
        failing.onNext(1)
        failing.onError(RxError.timeout)
        _ = failing.subscribe { failures.append($0) }
        XCTAssertEqual(failures, [.error(RxError.timeout), .error(RxError.timeout)])
    }

    func testReplayRelayReplaysItsBufferAndNeverTerminates() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        [1, 2, 3].forEach(relay.accept)
        var received: [Int] = []
        _ = relay.subscribe(onNext: { received.append($0) })
        relay.accept(4)
        XCTAssertEqual(received, [2, 3, 4])

        let unbound = ReplayRelay<Int>.createUnbound()
        [1, 2, 3].forEach(unbound.accept)
        var all: [Int] = []
        _ = unbound.asObservable().subscribe(onNext: { all.append($0) })
        XCTAssertEqual(all, [1, 2, 3])
    }

    func testBehaviorSubjectKeepsObserversAfterTerminatingAsRxSwiftDoes() {
        let behavior = BehaviorSubject(value: 1)
        _ = behavior.subscribe { _ in }
        behavior.onCompleted()
        XCTAssertTrue(behavior.hasObservers)
        let publish = PublishSubject<Int>()
        _ = publish.subscribe { _ in }
        publish.onCompleted()
        XCTAssertFalse(publish.hasObservers)
    }
}
