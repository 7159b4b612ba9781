import RxSwift
import XCTest

/// flatMap, concatMap and merge keep their running inners, one observer object each, in a
/// list of their own. Each case runs with three kinds of inner that send the same events:
/// `just`, a `create`, and one that keeps its observer after its events, and all three must
/// give the same, literal, log.
final class MergeInnerObserverTests: XCTestCase {
    func testFlatMapAndConcatMapForwardEveryInnerThenComplete() {
        for concat in [false, true] {
            eachInnerKind(expecting: ["next(1)", "next(2)", "next(3)", "completed"]) { inner in
                let subject = PublishSubject<Int>()
                var log: [String] = []
                let flattened = concat ? subject.concatMap(inner) : subject.flatMap(inner)
                _ = flattened.subscribe { log.append("\($0)") }
                subject.onNext(1)
                subject.onNext(2)
                subject.onNext(3)
                subject.onCompleted()
                return log
            }
        }
    }

    func testAnInnerErrorAfterEndedInnersEndsTheSequence() {
        eachInnerKind(expecting: ["next(1)", "next(2)", "error(OperatorError(code: 4))"]) { inner in
            let subject = PublishSubject<Observable<Int>>()
            var log: [String] = []
            _ = subject.merge().subscribe { log.append("\($0)") }
            subject.onNext(inner(1))
            subject.onNext(inner(2))
            subject.onNext(Observable.error(OperatorError(code: 4)))
            subject.onNext(inner(3))
            return log
        }
    }

    func testDisposingDuringAnInnerEventStopsEverything() {
        eachInnerKind(expecting: ["next(1)", "next(2)", "disposed", "observers: false"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            var subscription: Disposable?
            subscription = subject.flatMap(inner).subscribe(onNext: { value in
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

    func testAnOuterElementSentFromAnInnerEventIsFlattenedToo() {
        eachInnerKind(expecting: ["next(1)", "next(2)", "next(3)", "next(10)", "completed"]) { inner in
            let subject = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMap(inner).subscribe { event in
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
        eachInnerKind(expecting: ["next(1)", "next(3)", "next(5)", "completed"]) { inner in
            let subject = PublishSubject<Int>()
            let pending = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.flatMap { value in value == 2 ? pending.asObservable() : inner(value) }
                .subscribe { log.append("\($0)") }
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
            pending.onNext(5)
            pending.onCompleted()
            return log
        }
    }

    func testConcatMapWaitsForARunningInnerStartedAfterEndedOnes() {
        eachInnerKind(expecting: ["next(1)", "next(5)", "next(3)", "completed"]) { inner in
            let subject = PublishSubject<Int>()
            let pending = PublishSubject<Int>()
            var log: [String] = []
            _ = subject.concatMap { value in value == 2 ? pending.asObservable() : inner(value) }
                .subscribe { log.append("\($0)") }
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
            pending.onNext(5)
            pending.onCompleted()
            return log
        }
    }

    /// Disposal takes the outer subscription first, then the running inners, oldest first,
    /// whether or not their observers served ended inners before.
    func testDisposalEndsTheOuterThenTheRunningInnersOldestFirst() {
        eachInnerKind(expecting: ["next(1)", "next(3)", "outer disposed", "a disposed", "b disposed",
                             "observers: false false"]) { inner in
            let subject = PublishSubject<Int>()
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            var log: [String] = []
            let subscription = subject.do(onDispose: { log.append("outer disposed") })
                .flatMap { value -> Observable<Int> in
                    switch value {
                    case 2: return first.do(onDispose: { log.append("a disposed") })
                    case 4: return second.do(onDispose: { log.append("b disposed") })
                    default: return inner(value)
                    }
                }
                .subscribe(onNext: { log.append("next(\($0))") })
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            subject.onNext(4)
            subscription.dispose()
            log.append("observers: \(first.hasObservers) \(second.hasObservers)")
            return log
        }
    }

    func testAnInnerThatEndsBeforeOthersIsDisposedAndTheRestStayInOrder() {
        eachInnerKind(expecting: ["next(7)", "a disposed", "next(1)", "next(8)", "c disposed", "b disposed"]) { inner in
            let subject = PublishSubject<Int>()
            let sources = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
            var log: [String] = []
            let subscription = subject.flatMap { value -> Observable<Int> in
                guard value < 3 else { return inner(value - 2) }
                let name = ["a", "b", "c"][value]
                return sources[value].do(onDispose: { log.append("\(name) disposed") })
            }.subscribe(onNext: { log.append("next(\($0))") })
            subject.onNext(0)
            subject.onNext(1)
            subject.onNext(2)
            sources[0].onNext(7)
            sources[0].onCompleted()
            subject.onNext(3)
            sources[2].onNext(8)
            sources[2].onCompleted()
            subscription.dispose()
            return log
        }
    }
}
