@testable import RxSwift
import XCTest

private struct TransformError: Error, CustomStringConvertible {
    var description: String { "transform failed" }
}

/// `subscribe(onNext:)` alone hands its closure to a sequence that delivers to it itself
/// (`subscribesNextDirectly`): `just` calls it and keeps nothing, a fused `map.filter` calls it
/// from its one sink. Each case checks the events a `NextObserver` would have given, and that
/// the direct way was taken (each fails with the closure behind a `NextObserver`).
final class SubscribeNextDirectTests: XCTestCase {
    private final class Tracked {}

    func testJustCallsTheClosureOnceAndLetsGoOfItBeforeSubscribeReturns() {
        var received: [Int] = []
        var tracked: Tracked? = Tracked()
        weak let watched = tracked
        let subscription = Observable.just(7).subscribe(onNext: { [tracked] value in
            withExtendedLifetime(tracked) { received.append(value) }
        })
        tracked = nil
        // RxSwift's Just keeps no observer: the closure (and what it captures) is gone while
        // the subscription is still held. A NextObserver would hold it until released.
        XCTAssertNil(watched)
        XCTAssertEqual(received, [7])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(received, [7])
    }

    func testJustWithOtherClosuresStillCompletesAndDisposes() {
        var log: [String] = []
        _ = Observable.just(1).subscribe(onNext: { log.append("next \($0)") },
                                         onCompleted: { log.append("completed") },
                                         onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
        var subscribed = 0
        _ = Observable.just(1).do(onSubscribe: { subscribed += 1 }).subscribe()
        _ = Observable.just(1).subscribe()
        XCTAssertEqual(subscribed, 1)
    }

    /// A `just` subscribed from its own closure runs nested, at once, as RxSwift's does.
    func testJustSubscribedFromInsideItsClosureRunsNested() {
        var log: [String] = []
        _ = Observable.just(1).subscribe(onNext: { value in
            log.append("outer \(value)")
            _ = Observable.just(2).subscribe(onNext: { log.append("inner \($0)") })
            log.append("outer end")
        })
        XCTAssertEqual(log, ["outer 1", "inner 2", "outer end"])
    }

    func testMapThenFilterWithOnNextAloneIsOneSinkThatCallsTheClosure() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { received.append($0) })
        XCTAssertTrue(subscription is MapFilterNextSink<Int, Int>, "\(type(of: subscription))")
        for value in 0..<6 { subject.onNext(value) }
        XCTAssertEqual(received, [2, 4, 6])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(7)
        XCTAssertEqual(received, [2, 4, 6])
        // With any other closure the general observer stays.
        let general = subject.map { $0 }.filter { _ in true }.subscribe(onNext: { _ in }, onCompleted: {})
        XCTAssertTrue(general is LambdaObserver<Int>, "\(type(of: general))")
        general.dispose()
    }

    func testMapThenFilterCompletionUnsubscribesAndNothingFollows() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 * 10 }.filter { _ in true }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
        XCTAssertEqual(received, [10])
    }

    /// An error thrown by the transform goes to the default handler once, the source is
    /// disposed, and nothing is delivered after it.
    func testMapThenFilterErrorGoesToTheDefaultHandlerOnceThenUnsubscribes() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        var disposals = 0
        var received: [Int] = []
        let source = Observable<Int>.create { observer in
            for value in [1, 2, 3] { observer.onNext(value) }
            observer.onError(RxError.unknown)
            return Disposables.create { disposals += 1 }
        }
        let subscription = source.map { value -> Int in
            if value == 2 { throw TransformError() }
            return value
        }.filter { _ in true }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        XCTAssertEqual(handled, ["transform failed"])
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    /// A fused `map.filter` subscribed by closures subscribes in the trampoline, as its sinks
    /// did: inside a running trampoline action it starts after that action.
    func testMapThenFilterWithOnNextAloneSubscribesInTheTrampoline() {
        var log: [String] = []
        _ = Observable.range(start: 0, count: 1).subscribe(onNext: { _ in
            _ = Observable.from([1, 2]).map { $0 }.filter { _ in true }.subscribe(onNext: { log.append("\($0)") })
            log.append("after")
        })
        XCTAssertEqual(log, ["after", "1", "2"])
    }
}
