@testable import RxSwift
import XCTest

private struct TransformError: Error, CustomStringConvertible {
    var description: String { "transform failed" }
}

/// `map { … }.subscribe(onNext:)` subscribes one `MapNextSink` that calls the closure itself,
/// with the events a `MapSink` followed by a `NextObserver` gave it (each test fails with the
/// closure behind a `NextObserver` only where it checks the sink's type).
final class MapSubscribeNextTests: XCTestCase {
    func testMapWithOnNextAloneIsOneSinkThatCallsTheClosureUntilDisposed() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 * 2 }.subscribe(onNext: { received.append($0) })
        XCTAssertTrue(subscription is MapNextSink<Int, Int>, "\(type(of: subscription))")
        for value in 0..<3 { subject.onNext(value) }
        XCTAssertEqual(received, [0, 2, 4])
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(7)
        XCTAssertEqual(received, [0, 2, 4])
        // With any other closure the general observer stays.
        let general = subject.map { $0 }.subscribe(onNext: { _ in }, onCompleted: {})
        XCTAssertTrue(general is LambdaObserver<Int>, "\(type(of: general))")
        general.dispose()
    }

    func testMapCompletionUnsubscribesAndNothingFollows() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.map { $0 * 10 }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        subscription.dispose()
        XCTAssertEqual(received, [10])
    }

    /// An error thrown by the transform goes to the default handler once, the source is disposed
    /// once, and nothing is delivered after it; a source's own error the same.
    func testMapErrorGoesToTheDefaultHandlerOnceThenUnsubscribes() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        var disposals = 0
        var received: [Int] = []
        let source = Observable<Int>.create { observer in
            for value in [1, 2, 3] { observer.onNext(value) }
            observer.onError(RxError.unknown)
            observer.onCompleted()
            return Disposables.create { disposals += 1 }
        }
        let subscription = source.map { value -> Int in
            if value == 2 { throw TransformError() }
            return value
        }.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        XCTAssertEqual(handled, ["transform failed"])
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        let subject = PublishSubject<Int>()
        _ = subject.map { $0 }.subscribe(onNext: { received.append($0) })
        subject.onError(RxError.timeout)
        XCTAssertEqual(handled, ["transform failed", "Sequence timeout."])
        XCTAssertFalse(subject.hasObservers)
    }

    /// Completion arriving while the default handler runs for an error (the observer stopped,
    /// the map not yet disposed) still disposes the source, as the map sink did; an element
    /// then goes nowhere.
    func testCompletionDuringTheErrorHandlerStillUnsubscribes() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var send: ((Event<Int>) -> Void)?
        var disposals = 0
        // A bare sequence: its events reach the map as sent, with no sink of its own between.
        let subscribe: Observable<Int>.SubscribeHandler = { observer in
            send = observer
            return Disposables.create { disposals += 1 }
        }
        let source = Observable<Int>(subscribe)
        var log: [String] = []
        let subscription = source.map { $0 }.subscribe(onNext: { log.append("\($0)") })
        XCTAssertTrue(subscription is MapNextSink<Int, Int>, "\(type(of: subscription))")
        Hooks.defaultErrorHandler = { _, _ in
            log.append("handler")
            send?(.completed)
            log.append("disposals \(disposals)")
            send?(.next(5))
        }
        send?(.next(1))
        send?(.error(RxError.unknown))
        XCTAssertEqual(log, ["1", "handler", "disposals 1"])
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    /// Subscribed in the trampoline, as the map's sink was: inside a running trampoline action
    /// it starts after that action.
    func testMapWithOnNextAloneSubscribesInTheTrampoline() {
        var log: [String] = []
        _ = Observable.range(start: 0, count: 1).subscribe(onNext: { _ in
            _ = Observable.from([1, 2]).map { $0 }.subscribe(onNext: { log.append("\($0)") })
            log.append("after")
        })
        XCTAssertEqual(log, ["after", "1", "2"])
    }
}
