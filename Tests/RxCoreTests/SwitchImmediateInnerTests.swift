import RxSwift
import RxTest
import XCTest

/// flatMapLatest and switchLatest with inners whose events rxs knows (`just`, `empty`, `error`
/// without a scheduler) on the edges where an observer re-enters: each case runs with those
/// inners and with `create`s sending the same events (which the sink must subscribe), and both
/// must give the same, literal, log.
final class SwitchImmediateInnerTests: XCTestCase {
    private typealias Inner = ImmediateInners.Inner

    private func both(expecting expected: [String], _ body: (_ inner: @escaping Inner) -> [String],
                      file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(body(ImmediateInners.known), expected, "known inners", file: file, line: line)
        XCTAssertEqual(body(ImmediateInners.created), expected, "created inners", file: file, line: line)
    }

    func testAnOuterElementAndCompletionSentFromAnElementMakeItsCompletionStale() {
        both(expecting: ["next(1)", "next(2)", "sent 2", "completed", "outer completed"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest(inner).subscribe { event in
                log.append("\(event)")
                guard case .next(1) = event else { return }
                subject.onNext(2)
                log.append("sent 2")
                subject.onCompleted()
                log.append("outer completed")
            }
            subject.onNext(1)
            return log
        }
    }

    /// The element's observer sends an outer element whose inner keeps running: the element's
    /// own completion is stale, so the outer completion waits for the running inner.
    func testARunningInnerSentFromAnElementIsWaitedForByTheOuterCompletion() {
        both(expecting: ["next(1)", "outer completed", "next(8)", "completed"]) { inner in
            let subject = PublishSubject<Int>()
            let running = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest { $0 == 2 ? running.asObservable() : inner($0) }.subscribe { event in
                log.append("\(event)")
                if case .next(1) = event { subject.onNext(2) }
            }
            subject.onNext(1)
            subject.onCompleted()
            log.append("outer completed")
            running.onNext(8)
            running.onCompleted()
            return log
        }
    }

    func testAnEmptyInnerSentFromAnElementEndsTheNewestAndTheOuterCompletionThenCompletes() {
        both(expecting: ["next(1)", "completed", "outer completed", "after"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest(inner).subscribe { event in
                log.append("\(event)")
                guard case .next(1) = event else { return }
                subject.onNext(0)
                subject.onCompleted()
                log.append("outer completed")
            }
            subject.onNext(1)
            subject.onNext(5)
            log.append("after")
            return log
        }
    }

    func testTheOuterCompletingInsideAnElementCompletesAfterTheElement() {
        both(expecting: ["next(1)", "outer completed", "completed"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest(inner).subscribe { event in
                log.append("\(event)")
                guard case .next = event else { return }
                subject.onCompleted()
                log.append("outer completed")
            }
            subject.onNext(1)
            return log
        }
    }

    func testDisposingInsideAnElementDropsItsCompletionAndLaterElements() {
        both(expecting: ["next(1)", "outer completed", "disposed", "observers: false"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            var subscription: Disposable?
            subscription = subject.flatMapLatest(inner).subscribe(onNext: { value in
                log.append("next(\(value))")
                subject.onCompleted()
                log.append("outer completed")
                subscription?.dispose()
            }, onError: { log.append("error \($0)") }, onCompleted: { log.append("completed") },
               onDisposed: { log.append("disposed") })
            subject.onNext(1)
            subject.onNext(2)
            log.append("observers: \(subject.hasObservers)")
            return log
        }
    }

    func testAnErrorInnerEndsTheSequenceAndLetsGoOfTheOuter() {
        both(expecting: ["next(1)", "error(OperatorError(code: -2))", "observers: false"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest(inner).subscribe { log.append("\($0)") }
            subject.onNext(1)
            subject.onNext(0)
            subject.onNext(-2)
            subject.onNext(3)
            log.append("observers: \(subject.hasObservers)")
            return log
        }
    }

    func testAnErrorInnerSentFromAnElementEndsTheSequenceBeforeTheElementReturns() {
        both(expecting: ["next(1)", "error(OperatorError(code: -1))", "returned"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest(inner).subscribe { event in
                log.append("\(event)")
                guard case .next = event else { return }
                subject.onNext(-1)
                subject.onCompleted()
                log.append("returned")
            }
            subject.onNext(1)
            return log
        }
    }

    /// A running inner is disposed before the next inner's events go out, whatever that inner is.
    func testAKnownInnerDisposesTheRunningOneFirst() {
        let ends = [7: ["next(7)", "completed"], 0: ["completed"], -3: ["error(OperatorError(code: -3))"]]
        for (next, end) in ends {
            both(expecting: ["next(5)", "running disposed"] + end) { inner in
                let subject = PublishSubject<Int>()
                let running = PublishSubject<Int>()
                var log: [String] = []
                _ = subject.flatMapLatest { value -> Observable<Int> in
                    if value == 1 { return running.do(onDispose: { log.append("running disposed") }) }
                    return inner(value)
                }.subscribe { log.append("\($0)") }
                subject.onNext(1)
                running.onNext(5)
                subject.onNext(next)
                subject.onCompleted()
                return log
            }
        }
    }

    /// An element of the running inner sends an outer element whose inner is known: the running
    /// one is disposed inside its own event, before the new one's events go out.
    func testAKnownInnerSentFromARunningInnersElementReplacesIt() {
        both(expecting: ["next(5)", "running disposed", "next(6)", "observers: false", "completed"]) { inner in
            let subject = PublishSubject<Int>()
            let running = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest { value -> Observable<Int> in
                if value == 1 { return running.do(onDispose: { log.append("running disposed") }) }
                return inner(value)
            }.subscribe { event in
                log.append("\(event)")
                guard case .next(5) = event else { return }
                subject.onNext(6)
                log.append("observers: \(running.hasObservers)")
                subject.onCompleted()
            }
            subject.onNext(1)
            running.onNext(5)
            running.onNext(9)
            return log
        }
    }

    func testSwitchLatestOfKnownInners() {
        both(expecting: ["next(1)", "next(2)", "error(OperatorError(code: -4))"]) { inner in
            let subject = PublishSubject<Observable<Int>>()
            var log: [String] = []
            _ = subject.switchLatest().subscribe { log.append("\($0)") }
            subject.onNext(inner(1))
            subject.onNext(inner(0))
            subject.onNext(inner(2))
            subject.onNext(inner(-4))
            subject.onNext(inner(3))
            return log
        }
    }

    /// A subclass of Observable is the user's sequence: subscribed, each time, however simple.
    func testASubclassInnerIsSubscribed() {
        final class CountedJust: Observable<Int>, @unchecked Sendable {
            let value: Int
            var subscriptions = 0
            init(_ value: Int) {
                self.value = value
                super.init()
            }
            override func run(_ observer: @escaping (Event<Int>) -> Void) -> Disposable {
                subscriptions += 1
                observer(.next(value))
                observer(.completed)
                return Disposables.create()
            }
        }
        let subject = PublishSubject<Int>()
        let inner = CountedJust(4)
        var log: [String] = []
        _ = subject.flatMapLatest { _ in inner }.subscribe { log.append("\($0)") }
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log, ["next(4)", "next(4)", "completed"])
        XCTAssertEqual(inner.subscriptions, 2)
    }

    /// `of` and `from` send each element in an action of its own on the trampoline: a newer inner
    /// sent from an element starts after the element's action, and the older one's next element
    /// is dropped.
    func testOfInnersKeepOneTrampolineActionPerElement() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.flatMapLatest { Observable.of($0, $0 * 10) }.subscribe { event in
            log.append("\(event)")
            guard case .next(1) = event else { return }
            subject.onNext(2)
            log.append("sent 2")
        }
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, ["next(1)", "sent 2", "next(2)", "next(20)", "completed"])
    }

    func testVirtualTimeTimelinesOfKnownAndScheduledInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([
            .next(210, 1), .next(220, 0), .next(230, 2), .completed(240),
        ])
        let known = scheduler.start { outer.flatMapLatest(ImmediateInners.known) }
        XCTAssertEqual(known.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])

        let failingScheduler = TestScheduler(initialClock: 0)
        let failing = failingScheduler.createHotObservable([.next(210, 1), .next(220, -5), .next(230, 2)])
        let failed = failingScheduler.start { failing.flatMapLatest(ImmediateInners.known) }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, OperatorError(code: -5))])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 220)])

        let otherScheduler = TestScheduler(initialClock: 0)
        let scheduled = otherScheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let justOnScheduler = otherScheduler.start {
            scheduled.flatMapLatest { Observable.just($0, scheduler: otherScheduler) }
        }
        XCTAssertEqual(justOnScheduler.events, [.next(211, 1), .next(221, 2), .completed(230)])
    }
}
