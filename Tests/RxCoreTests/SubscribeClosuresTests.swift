import RxSwift
import XCTest

/// `subscribe(onNext:onError:onCompleted:onDisposed:)` picks its observer by the closures given
/// (only `onNext` or nothing: a smaller one; anything else: the general one). Each case here runs
/// through each shape, and both must behave as RxSwift's AnonymousObserver.
final class SubscribeClosuresTests: XCTestCase {
    /// A source that sends `events` one by one, ignoring the grammar (events after a terminal
    /// one), and counts how often its subscription is disposed.
    private func source(_ events: [Event<Int>], disposals: @escaping () -> Void) -> Observable<Int> {
        Observable.create { observer in
            for event in events { observer.on(event) }
            return Disposables.create(with: disposals)
        }
    }

    func testOnNextOnlyGetsTheElementsUntilCompletionThenDisposesTheSource() {
        var received: [Int] = []
        var disposals = 0
        let subscription = source([.next(1), .next(2), .completed, .next(3)], disposals: { disposals += 1 })
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    /// The completion disposes a source subscription that is already in place, once, whether
    /// the subscription was disposed before or after it.
    func testOnNextOnlyCompletionAfterSubscribingDisposesTheSourceOnce() {
        for disposeFirst in [false, true] {
            let subject = PublishSubject<Int>()
            var disposals = 0
            let source = Observable<Int>.create { observer in
                let inner = subject.subscribe(observer)
                return Disposables.create {
                    disposals += 1
                    inner.dispose()
                }
            }
            var received: [Int] = []
            let subscription = source.subscribe(onNext: { received.append($0) })
            subject.onNext(1)
            if disposeFirst { subscription.dispose() }
            subject.onCompleted()
            subject.onNext(2)
            subscription.dispose()
            XCTAssertEqual(received, [1], "dispose first: \(disposeFirst)")
            XCTAssertEqual(disposals, 1, "dispose first: \(disposeFirst)")
            XCTAssertFalse(subject.hasObservers)
        }
    }

    func testOnNextOnlySendsTheFirstErrorToTheDefaultHandlerAndNothingAfterIt() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        var received: [Int] = []
        var disposals = 0
        _ = source([.next(1), .error(RxError.timeout), .error(RxError.unknown), .next(2), .completed],
                   disposals: { disposals += 1 })
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
        XCTAssertEqual(handled, ["Sequence timeout."])
        XCTAssertEqual(disposals, 1)
    }

    func testNoClosuresSendsTheErrorToTheDefaultHandlerAndDisposesTheSource() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        var disposals = 0
        _ = source([.next(1), .error(RxError.timeout), .error(RxError.unknown)], disposals: { disposals += 1 })
            .subscribe()
        XCTAssertEqual(handled, ["Sequence timeout."])
        XCTAssertEqual(disposals, 1)
    }

    func testNoClosuresDisposingBeforeAnyEventDisposesTheSourceOnce() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subscription.dispose()
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testTheCallStackGoesToTheDefaultHandlerForEachShapeWithoutOnError() {
        let savedHandler = Hooks.defaultErrorHandler
        let savedCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = savedHandler
            Hooks.customCaptureSubscriptionCallstack = savedCapture
            Hooks.recordCallStackOnError = false
        }
        var stacks: [[String]] = []
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(RxError.timeout).subscribe()
        _ = Observable<Int>.error(RxError.timeout).subscribe(onNext: { _ in })
        _ = Observable<Int>.error(RxError.timeout).subscribe(onNext: { _ in }, onDisposed: {})
        XCTAssertEqual(stacks, [["frame"], ["frame"], ["frame"]])
    }

    /// As in RxSwift, disposal does not stop the observer: an element the subject was already
    /// delivering when a subscription was disposed still reaches it.
    func testAnElementInFlightStillArrivesAfterDisposalInEachShape() {
        for withOnDisposed in [false, true] {
            let subject = PublishSubject<Int>()
            var received: [String] = []
            var second: Disposable?
            let first = subject.subscribe(onNext: { value in
                received.append("first \(value)")
                second?.dispose()
            })
            second = withOnDisposed
                ? subject.subscribe(onNext: { received.append("second \($0)") }, onDisposed: { received.append("disposed") })
                : subject.subscribe(onNext: { received.append("second \($0)") })
            subject.onNext(1)
            subject.onNext(2)
            let expected = withOnDisposed
                ? ["first 1", "disposed", "second 1", "first 2"]
                : ["first 1", "second 1", "first 2"]
            XCTAssertEqual(received, expected, "with onDisposed: \(withOnDisposed)")
            first.dispose()
        }
    }

    func testAnOnNextThatSendsToItsOwnSubjectIsDeliveredNestedInEachShape() {
        for withOnDisposed in [false, true] {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let onNext: (Int) -> Void = { value in
                received.append(value)
                if value < 3 { subject.onNext(value + 1) }
                received.append(-value)
            }
            let subscription = withOnDisposed
                ? subject.subscribe(onNext: onNext, onDisposed: {})
                : subject.subscribe(onNext: onNext)
            subject.onNext(1)
            XCTAssertEqual(received, [1, 2, 3, -3, -2, -1], "with onDisposed: \(withOnDisposed)")
            subscription.dispose()
        }
    }

    func testDisposingFromInsideOnCompletedRunsOnDisposedAtOnce() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = subject.subscribe(
            onCompleted: {
                log.append("completed")
                subscription?.dispose()
                log.append("after dispose")
            },
            onDisposed: { log.append("disposed") })
        subject.onCompleted()
        XCTAssertEqual(log, ["completed", "disposed", "after dispose"])
        subscription?.dispose()
        XCTAssertEqual(log, ["completed", "disposed", "after dispose"])
    }

    func testJustDeliversToEachShapeAndLeavesNothingToDispose() {
        var log: [String] = []
        let just = Observable.just(7)
        let first = just.subscribe(onNext: { log.append("next \($0)") })
        let second = just.subscribe()
        let third = just.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                                   onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next 7", "next 7", "completed", "disposed"])
        first.dispose(); second.dispose(); third.dispose()
        XCTAssertEqual(log, ["next 7", "next 7", "completed", "disposed"])
    }

    /// A source that emits from the trampoline (range) starts only after the subscription is
    /// wired, so disposing from inside onNext stops it in each shape.
    func testDisposingFromInsideOnNextStopsATrampolinedSourceInEachShape() {
        for withOnDisposed in [false, true] {
            var received: [Int] = []
            var subscription: Disposable?
            let onNext: (Int) -> Void = { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            }
            let outer = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscription = withOnDisposed
                    ? Observable.range(start: 0, count: 10).subscribe(onNext: onNext, onDisposed: {})
                    : Observable.range(start: 0, count: 10).subscribe(onNext: onNext)
                return Disposables.create()
            }
            XCTAssertEqual(received, [0, 1, 2], "with onDisposed: \(withOnDisposed)")
            outer.dispose()
        }
    }
}
