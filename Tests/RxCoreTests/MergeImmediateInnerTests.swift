import RxSwift
import RxTest
import XCTest

/// flatMap and merge with inners whose events rxs knows (`just`, `empty`, `error` without a
/// scheduler) on the edges where an observer re-enters: each case runs with those inners and
/// with `create`s sending the same events (which the sink must subscribe), and both must give
/// the same, literal, log. concatMap (which subscribes them) must give it too where it does not
/// wait for an inner.
final class MergeImmediateInnerTests: XCTestCase {
    private typealias Inner = ImmediateInners.Inner

    private func each(expecting expected: [String], concatMapToo: Bool = true,
                      _ body: (_ inner: @escaping Inner, _ flatten: (Observable<Int>, @escaping Inner) -> Observable<Int>)
                          -> [String],
                      file: StaticString = #filePath, line: UInt = #line) {
        let flatMap: (Observable<Int>, @escaping Inner) -> Observable<Int> = { $0.flatMap($1) }
        let concatMap: (Observable<Int>, @escaping Inner) -> Observable<Int> = { $0.concatMap($1) }
        XCTAssertEqual(body(ImmediateInners.known, flatMap), expected, "flatMap, known inners", file: file, line: line)
        XCTAssertEqual(body(ImmediateInners.created, flatMap), expected, "flatMap, created inners", file: file, line: line)
        if concatMapToo {
            XCTAssertEqual(body(ImmediateInners.known, concatMap), expected, "concatMap, known inners", file: file, line: line)
        }
    }

    /// (concatMap waits for the element's inner to end before it starts the next.)
    func testAnOuterElementAndCompletionSentFromAnElementAreFlattenedNested() {
        each(expecting: ["next(1)", "next(2)", "sent 2", "outer completed", "completed"], concatMapToo: false) { inner, flatten in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = flatten(subject.asObservable(), inner).subscribe { event in
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

    func testTheOuterCompletingInsideAnElementCompletesAfterTheElement() {
        each(expecting: ["next(1)", "outer completed", "completed"]) { inner, flatten in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = flatten(subject.asObservable(), inner).subscribe { event in
                log.append("\(event)")
                guard case .next = event else { return }
                subject.onCompleted()
                log.append("outer completed")
            }
            subject.onNext(1)
            return log
        }
    }

    func testEmptyInnersLeaveTheOuterCompletionThrough() {
        each(expecting: ["next(1)", "completed", "observers: false"]) { inner, flatten in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = flatten(subject.asObservable(), inner).subscribe { log.append("\($0)") }
            subject.onNext(0)
            subject.onNext(1)
            subject.onNext(0)
            subject.onCompleted()
            log.append("observers: \(subject.hasObservers)")
            return log
        }
    }

    func testDisposingInsideAnElementDropsItsCompletionAndLaterElements() {
        each(expecting: ["next(1)", "outer completed", "disposed", "observers: false"]) { inner, flatten in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            var subscription: Disposable?
            subscription = flatten(subject.asObservable(), inner).subscribe(onNext: { value in
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

    func testAnErrorInnerEndsTheSequenceAndDisposesTheOuterAndTheRunningInners() {
        each(expecting: ["next(1)", "next(5)", "error(OperatorError(code: -2))", "outer: false", "running: false"]) {
            inner, flatten in
            let subject = PublishSubject<Int>()
            let running = PublishSubject<Int>()
            var log: [String] = []
            _ = flatten(subject.asObservable(), { $0 == 9 ? running.asObservable() : inner($0) })
                .subscribe { log.append("\($0)") }
            subject.onNext(1)
            subject.onNext(9)
            running.onNext(5)
            running.onCompleted()
            subject.onNext(-2)
            subject.onNext(3)
            log.append("outer: \(subject.hasObservers)")
            log.append("running: \(running.hasObservers)")
            return log
        }
    }

    /// A running inner keeps the outer completion waiting; known inners in between do not end it.
    func testTheOuterCompletionWaitsForARunningInnerPastKnownOnes() {
        let subject = PublishSubject<Int>()
        let running = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.flatMap { $0 == 9 ? running.asObservable() : ImmediateInners.known($0) }.subscribe { log.append("\($0)") }
        subject.onNext(9)
        subject.onNext(1)
        subject.onNext(0)
        subject.onCompleted()
        running.onNext(5)
        log.append("running")
        running.onCompleted()
        XCTAssertEqual(log, ["next(1)", "next(5)", "running", "completed"])
    }

    func testMergeOfKnownSources() {
        var log: [String] = []
        _ = Observable.merge(Observable.just(1), .empty(), .just(2)).subscribe { log.append("\($0)") }
        _ = Observable.merge([Observable.just(3), .error(OperatorError(code: 4)), .just(5)])
            .subscribe { log.append("\($0)") }
        XCTAssertEqual(log, ["next(1)", "next(2)", "completed", "next(3)", "error(OperatorError(code: 4))"])
    }

    func testVirtualTimeTimelineOfKnownInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([
            .next(210, 1), .next(220, 0), .next(230, 2), .next(240, -3), .next(250, 4),
        ])
        let result = scheduler.start { outer.flatMap(ImmediateInners.known) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .error(240, OperatorError(code: -3))])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
    }
}
