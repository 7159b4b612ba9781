import RxSwift
import RxTest
import XCTest

final class DoTests: XCTestCase {
    func testHandlersRunAroundEachEventInRxSwiftOrder() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let sequence = subject.do(
            onNext: { log.append("onNext \($0)") }, afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") }, onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") })
        _ = sequence.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, [
            "onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1",
            "onCompleted", "completed", "afterCompleted", "onDispose",
        ])
    }

    func testErrorHandlersRunBeforeAndAfterTheError() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") },
                       onDispose: { log.append("onDispose") })
            .subscribe(onError: { _ in log.append("error") })
        subject.onError(OperatorError())
        XCTAssertEqual(log, ["onError", "error", "afterError", "onDispose"])
    }

    func testPassesEventsThroughUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var seen: [Int] = []
        let result = scheduler.start { source.do(onNext: { seen.append($0) }) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testThrowingOnNextReplacesTheElementWithTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let result = scheduler.start {
            source.do(onNext: { if $0 == 2 { throw OperatorError() } })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testThrowingAfterNextEndsTheSequenceAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start {
            source.do(afterNext: { _ in throw OperatorError() })
        }
        XCTAssertEqual(result.events, [.next(210, 1), .error(210, OperatorError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    }

    func testThrowingOnCompletedTurnsCompletionIntoError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.do(onCompleted: { throw OperatorError() }) }
        XCTAssertEqual(result.events, [.error(250, OperatorError())])
    }

    func testThrowingAfterCompletedSendsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let result = scheduler.start { source.do(afterCompleted: { throw OperatorError() }) }
        XCTAssertEqual(result.events, [.completed(250)])
    }

    func testSubscribeAndDisposeHandlersRunAtTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        var log: [String] = []
        let result = scheduler.start(disposed: 250) {
            source.do(onSubscribe: { log.append("subscribe \(scheduler.clock)") },
                      onDispose: { log.append("dispose \(scheduler.clock)") })
        }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(log, ["subscribe 200", "dispose 250"])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [Int] = []
        let source = GrammarBreakingObservable<Int>([.next(1), .completed, .next(2), .completed])
        let result = scheduler.start { source.do(onNext: { seen.append($0) }) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(seen, [1])
    }
}

/// The order of side effects against the source's own disposal, as RxSwift runs them.
final class DoDisposalOrderTests: XCTestCase {
    private func source(_ log: @escaping (String) -> Void, completeAtOnce: Bool,
                        subject: PublishSubject<Int>) -> Observable<Int> {
        Observable.create { observer in
            let inner = subject.subscribe(observer)
            if completeAtOnce { observer.onCompleted() }
            return Disposables.create {
                inner.dispose()
                log("source disposed")
            }
        }
    }

    func testOnDisposeRunsAfterASourceThatCompletedWhileBeingSubscribed() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        _ = source({ log.append($0) }, completeAtOnce: true, subject: subject)
            .do(onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
                onDispose: { log.append("onDispose") })
            .subscribe(onCompleted: { log.append("subscriber completed") }, onDisposed: { log.append("subscriber disposed") })
        XCTAssertEqual(log, ["onCompleted", "subscriber completed", "subscriber disposed", "afterCompleted",
                             "source disposed", "onDispose"])
    }

    func testOnDisposeRunsAfterTheSourceWhenItCompletesLater() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        _ = source({ log.append($0) }, completeAtOnce: false, subject: subject)
            .do(afterCompleted: { log.append("afterCompleted") }, onDispose: { log.append("onDispose") })
            .subscribe(onCompleted: { log.append("subscriber completed") }, onDisposed: { log.append("subscriber disposed") })
        subject.onCompleted()
        XCTAssertEqual(log, ["subscriber completed", "subscriber disposed", "afterCompleted",
                             "source disposed", "onDispose"])
    }

    func testDisposingTheSubscriptionDisposesTheSourceThenRunsOnDisposeThenOnDisposed() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = source({ log.append($0) }, completeAtOnce: false, subject: subject)
            .do(onDispose: { log.append("onDispose") })
            .subscribe(onDisposed: { log.append("subscriber disposed") })
        subscription.dispose()
        XCTAssertEqual(log, ["source disposed", "onDispose", "subscriber disposed"])
    }
}
