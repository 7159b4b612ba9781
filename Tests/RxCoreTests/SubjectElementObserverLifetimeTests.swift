import RxSwift
import RxRelay
import XCTest

/// A subject's entry for `subscribe(onNext:)`'s observer reaches it unretained for elements
/// (`onNext` calls the observer's element entry point directly); the entry's event handler is
/// what holds the observer. These pin that the observer lives exactly as long as before: while
/// the subject keeps its entry (its subscription disposable may be dropped), through a delivery
/// during which it is disposed, and no longer.
final class SubjectElementObserverLifetimeTests: XCTestCase {
    final class Canary {}

    /// Each subject kind with a way to send an element and to end it.
    func subjects() -> [(name: String, source: Observable<Int>, send: (Int) -> Void, end: () -> Void)] {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        let relay = BehaviorRelay(value: 0)
        let publishRelay = PublishRelay<Int>()
        return [
            ("publish", publish, publish.onNext, publish.onCompleted),
            ("behavior", behavior, behavior.onNext, behavior.onCompleted),
            ("replay", replay, replay.onNext, replay.onCompleted),
            // A relay never ends: disposing its subscription is what removes the observer.
            ("behaviorRelay", relay.asObservable(), relay.accept, {}),
            ("publishRelay", publishRelay.asObservable(), publishRelay.accept, {}),
        ]
    }

    func testAnObserverWhoseDisposableIsDroppedStillGetsElementsUntilTheSubjectEnds() {
        for (name, source, send, end) in subjects() where !name.hasSuffix("Relay") {
            var canary: Canary? = Canary()
            weak let watched = canary
            var log: [Int] = []
            _ = source.subscribe(onNext: { [canary] value in
                withExtendedLifetime(canary) { log.append(value) }
            })
            canary = nil
            send(1)
            send(2)
            XCTAssertNotNil(watched, "\(name): the subject's entry keeps the observer and its closure")
            end()
            XCTAssertNil(watched, "\(name): the ended subject lets go of the observer")
            XCTAssertEqual(log.filter { $0 > 0 }, [1, 2], name)
        }
    }

    func testAnObserverDisposedAndDroppedDuringAnElementGetsItAndIsFreedWhenTheDeliveryEnds() {
        // The first observer takes elements directly or events only (the second loop of the
        // delivery, after an observer that needs an `Event`).
        for firstTakesEventsOnly in [false, true] {
            for (name, source, send, _) in subjects() {
                let label = "\(name), first takes events only: \(firstTakesEventsOnly)"
                var log: [String] = []
                var second: Disposable?
                var canary: Canary? = Canary()
                weak let watched = canary
                let dropSecond: (Int) -> Void = { value in
                    guard value == 1 else { return }
                    log.append("A1")
                    second?.dispose()
                    second = nil
                    // Nothing but the delivery's snapshot holds the second observer now.
                    log.append(watched == nil ? "freed early" : "alive")
                }
                let first = firstTakesEventsOnly
                    ? source.subscribe(onNext: dropSecond, onCompleted: {})
                    : source.subscribe(onNext: dropSecond)
                second = source.subscribe(onNext: { [canary] value in
                    guard value == 1 else { return }
                    withExtendedLifetime(canary) { log.append("B1") }
                })
                canary = nil
                send(1)
                XCTAssertEqual(log, ["A1", "alive", "B1"], label)
                XCTAssertNil(watched, "\(label): freed once the delivery that had it ended")
                send(2)
                XCTAssertEqual(log, ["A1", "alive", "B1"], label)
                first.dispose()
            }
        }
    }

    func testAnObserverDisposingItselfInItsElementIsFreedAfterTheDeliveryAndGetsNoMore() {
        for (name, source, send, _) in subjects() {
            var log: [String] = []
            var subscription: Disposable?
            var canary: Canary? = Canary()
            weak let watched = canary
            let later = source.subscribe(onNext: { if $0 > 0 { log.append("L\($0)") } })
            subscription = source.subscribe(onNext: { [canary] value in
                guard value > 0 else { return }
                withExtendedLifetime(canary) { log.append("S\(value)") }
                subscription?.dispose()
                subscription = nil
                log.append(watched == nil ? "freed early" : "alive")
            })
            canary = nil
            send(1)
            XCTAssertNil(watched, name)
            send(2)
            XCTAssertEqual(log, ["L1", "S1", "alive", "L2"], name)
            later.dispose()
        }
    }
}
