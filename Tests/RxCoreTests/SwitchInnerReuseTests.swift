import RxSwift
import XCTest

/// flatMapLatest and switchLatest use an ended inner's observer again for the next inner when
/// nothing else holds it. Each case runs with three kinds of inner that send the same events:
/// `just` and a `create` (both end and let go of the observer, so it is reused) and a
/// keeping inner that holds the observer after its events (so it never is; `InnerKind`), and all three
/// must give the same, literal, log.
final class SwitchInnerReuseTests: XCTestCase {
    func testAnEndedInnerThatKeepsItsObserverCannotSendIntoTheNextInner() {
        let subject = PublishSubject<Int>()
        let kept = ManualObservable<Int>()
        var log: [String] = []
        _ = subject.flatMapLatest { value -> Observable<Int> in
            if value == 0 { return kept.asObservable() }
            return Observable.just(value)
        }.subscribe { log.append("\($0)") }
        subject.onNext(0)
        kept.send(.next(7))
        kept.send(.completed)
        subject.onNext(1)
        kept.send(.next(8))
        kept.send(.error(OperatorError()))
        subject.onNext(2)
        kept.send(.completed)
        subject.onCompleted()
        XCTAssertEqual(log, ["next(7)", "next(1)", "next(2)", "completed"])
    }

    func testElementsThenTheOuterCompletion() {
        eachInnerKind(expecting: ["next(1)", "next(2)", "next(3)", "completed"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest(inner).subscribe { log.append("\($0)") }
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
            return log
        }
    }

    func testAnInnerErrorAfterEndedInnersEndsTheSequence() {
        eachInnerKind(expecting: ["next(1)", "next(2)", "error(OperatorError(code: 5))"]) { inner in
            let subject = PublishSubject<Observable<Int>>()
            var log: [String] = []
            _ = subject.switchLatest().subscribe { log.append("\($0)") }
            subject.onNext(inner(1))
            subject.onNext(inner(2))
            subject.onNext(Observable.error(OperatorError(code: 5)))
            subject.onNext(inner(3))
            return log
        }
    }

    func testDisposingDuringAnInnerEventStopsEverything() {
        eachInnerKind(expecting: ["next(1)", "next(2)", "disposed", "observers: false"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            var subscription: Disposable?
            subscription = subject.flatMapLatest(inner).subscribe(onNext: { value in
                log.append("next(\(value))")
                if value == 2 { subscription?.dispose() }
            }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            log.append("observers: \(subject.hasObservers)")
            return log
        }
    }

    func testAnOuterElementSentFromAnInnerEventBecomesTheNewestInner() {
        eachInnerKind(expecting: ["next(1)", "next(2)", "next(3)", "next(10)", "completed"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest(inner).subscribe { event in
                log.append("\(event)")
                if case .next(let value) = event, value < 3 { subject.onNext(value + 1) }
            }
            subject.onNext(1)
            subject.onNext(10)
            subject.onCompleted()
            return log
        }
    }

    func testTheOuterCompletionWaitsForAnInnerStartedAfterEndedOnes() {
        eachInnerKind(expecting: ["next(1)", "next(5)", "completed"]) { inner in
            let subject = PublishSubject<Int>()
            let pending = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMapLatest { value in value == 2 ? pending.asObservable() : inner(value) }
                .subscribe { log.append("\($0)") }
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
            pending.onNext(5)
            pending.onCompleted()
            return log
        }
    }

    func testARunningInnerStartedAfterAnEndedOneIsDisposedWhenReplacedOrDisposed() {
        eachInnerKind(expecting: ["next(1)", "next(3)", "replaced: false", "disposed: false"]) { inner in
            let subject = PublishSubject<Int>()
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            var log: [String] = []
            let subscription = subject.flatMapLatest { value -> Observable<Int> in
                switch value {
                case 2: return first.asObservable()
                case 4: return second.asObservable()
                default: return inner(value)
                }
            }.subscribe { log.append("\($0)") }
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            first.onNext(9)
            log.append("replaced: \(first.hasObservers)")
            subject.onNext(4)
            subscription.dispose()
            second.onNext(9)
            log.append("disposed: \(second.hasObservers)")
            return log
        }
    }
}
