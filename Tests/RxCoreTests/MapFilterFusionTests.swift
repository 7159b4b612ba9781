@testable import RxSwift
import RxTest
import XCTest

private struct TransformError: Error, Equatable {}
private struct PredicateError: Error, Equatable {}

/// `map { … }.filter { … }` subscribes one fused sink (MapFilter.swift). Each test runs the
/// same chain fused and unfused (the map's output behind `create`, which `filter` cannot fuse)
/// and expects the same events, the same calls of the closures and the same subscriptions.
final class MapFilterFusionTests: XCTestCase {
    /// What one run saw: the observer's events and every call of the transform and predicate.
    private final class Log {
        var calls: [String] = []
        var events: [Event<Int>] = []
    }

    private func chain(_ source: Observable<Int>, fused: Bool, log: Log,
                       transform: @escaping (Int) throws -> Int = { $0 * 10 },
                       predicate: @escaping (Int) throws -> Bool = { $0 % 20 == 0 }) -> Observable<Int> {
        let mapped = source.map { value -> Int in
            log.calls.append("map \(value)")
            return try transform(value)
        }
        let upstream = fused ? mapped : Observable<Int>.create { observer in mapped.subscribe(observer) }
        return upstream.filter { value in
            log.calls.append("filter \(value)")
            return try predicate(value)
        }
    }

    func testMapThenFilterIsFusedIntoOneSink() {
        let mapped = PublishSubject<Int>().map { $0 + 1 }
        XCTAssertNotNil(mapped.fusingFilter { _ in true })
        XCTAssertNil(PublishSubject<Int>().fusingFilter { _ in true })
    }

    private func runOnScheduler(fused: Bool, disposed: TestTime = 1000,
                                transform: @escaping (Int) throws -> Int = { $0 * 10 },
                                predicate: @escaping (Int) throws -> Bool = { $0 % 20 == 0 })
        -> (Log, [Recorded<Event<Int>>], [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let log = Log()
        let observer = scheduler.start(disposed: disposed) {
            self.chain(source.asObservable(), fused: fused, log: log, transform: transform, predicate: predicate)
        }
        return (log, observer.events, source.subscriptions)
    }

    func testFusedEventsAndCallsMatchTheTwoSinks() {
        let (fusedLog, fusedEvents, fusedSubscriptions) = runOnScheduler(fused: true)
        let (log, events, subscriptions) = runOnScheduler(fused: false)
        XCTAssertEqual(fusedEvents, [.next(220, 20), .next(240, 40), .completed(300)])
        XCTAssertEqual(fusedEvents, events)
        XCTAssertEqual(fusedLog.calls, log.calls)
        XCTAssertEqual(fusedSubscriptions, [Subscription(200, 300)])
        XCTAssertEqual(fusedSubscriptions, subscriptions)
    }

    func testAnErrorThrownByTheTransformEndsTheSequenceAndUnsubscribes() {
        let transform: (Int) throws -> Int = { value in
            if value == 3 { throw TransformError() }
            return value * 10
        }
        let (fusedLog, fusedEvents, fusedSubscriptions) = runOnScheduler(fused: true, transform: transform)
        let (log, events, subscriptions) = runOnScheduler(fused: false, transform: transform)
        XCTAssertEqual(fusedEvents, [.next(220, 20), .error(230, TransformError())])
        XCTAssertEqual(fusedEvents, events)
        XCTAssertEqual(fusedLog.calls, ["map 1", "filter 10", "map 2", "filter 20", "map 3"])
        XCTAssertEqual(fusedLog.calls, log.calls)
        XCTAssertEqual(fusedSubscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fusedSubscriptions, subscriptions)
    }

    func testAnErrorThrownByThePredicateEndsTheSequenceAndUnsubscribes() {
        let predicate: (Int) throws -> Bool = { value in
            if value == 30 { throw PredicateError() }
            return value % 20 == 0
        }
        let (fusedLog, fusedEvents, fusedSubscriptions) = runOnScheduler(fused: true, predicate: predicate)
        let (log, events, subscriptions) = runOnScheduler(fused: false, predicate: predicate)
        XCTAssertEqual(fusedEvents, [.next(220, 20), .error(230, PredicateError())])
        XCTAssertEqual(fusedEvents, events)
        XCTAssertEqual(fusedLog.calls, log.calls)
        XCTAssertEqual(fusedSubscriptions, [Subscription(200, 230)])
        XCTAssertEqual(fusedSubscriptions, subscriptions)
    }

    func testDisposalMidStreamStopsDeliveryAndUnsubscribes() {
        let (fusedLog, fusedEvents, fusedSubscriptions) = runOnScheduler(fused: true, disposed: 225)
        let (log, events, subscriptions) = runOnScheduler(fused: false, disposed: 225)
        XCTAssertEqual(fusedEvents, [.next(220, 20)])
        XCTAssertEqual(fusedEvents, events)
        XCTAssertEqual(fusedLog.calls, ["map 1", "filter 10", "map 2", "filter 20"])
        XCTAssertEqual(fusedLog.calls, log.calls)
        XCTAssertEqual(fusedSubscriptions, [Subscription(200, 225)])
        XCTAssertEqual(fusedSubscriptions, subscriptions)
    }

    /// An element sent to the subject from inside the observer is delivered nested, at once.
    private func reentrant(fused: Bool) -> Log {
        let subject = PublishSubject<Int>()
        let log = Log()
        let subscription = chain(subject, fused: fused, log: log).subscribe(onNext: { value in
            log.events.append(.next(value))
            if value == 20 { subject.onNext(4) }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subscription.dispose()
        return log
    }

    func testAReentrantElementIsDeliveredNestedAsByTheTwoSinks() {
        let fused = reentrant(fused: true)
        let unfused = reentrant(fused: false)
        XCTAssertEqual(fused.events, [.next(20), .next(40)])
        XCTAssertEqual(fused.calls, ["map 1", "filter 10", "map 2", "filter 20", "map 4", "filter 40", "map 3", "filter 30"])
        XCTAssertEqual(fused.events, unfused.events)
        XCTAssertEqual(fused.calls, unfused.calls)
    }

    /// A subject delivers to the observers of the moment: an earlier observer that disposes a
    /// later one does not stop that event from reaching it. The map runs for it, the filter
    /// does not, and nothing goes out, as with the two sinks.
    private func disposedDuringDelivery(fused: Bool) -> Log {
        let subject = PublishSubject<Int>()
        let log = Log()
        var later: Disposable?
        let earlier = subject.subscribe(onNext: { value in
            if value == 2 { later?.dispose() }
        })
        later = chain(subject, fused: fused, log: log).subscribe(onNext: { log.events.append(.next($0)) })
        subject.onNext(2)
        subject.onNext(4)
        earlier.dispose()
        return log
    }

    func testAnElementArrivingAfterDisposalRunsTheMapButNotTheFilter() {
        let fused = disposedDuringDelivery(fused: true)
        let unfused = disposedDuringDelivery(fused: false)
        XCTAssertEqual(fused.calls, ["map 2"])
        XCTAssertEqual(fused.events, [])
        XCTAssertEqual(fused.calls, unfused.calls)
        XCTAssertEqual(fused.events, unfused.events)
    }
}
