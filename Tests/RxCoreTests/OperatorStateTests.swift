import RxSwift
import XCTest

private struct TransformError: Error {}

/// Operators whose observable keeps its source and closures as one object (`StatefulProducer`)
/// and subscriptions that changed shape with it: `do` without `onDispose`, `Single.create`'s
/// observer, `compactMap`'s sink. Their events and disposals, as RxSwift's.
final class OperatorStateTests: XCTestCase {
    private final class Log { var entries: [String] = [] }

    private func source(_ events: [Event<Int>], _ log: Log) -> Observable<Int> {
        SinklessSource(body: { observer in
            log.entries.append("subscribed")
            for event in events { observer(event) }
            return Disposables.create { log.entries.append("disposed") }
        })
    }

    func testDoWithoutOnDisposeDisposesTheSourceWithTheSubscription() {
        let log = Log()
        let subscription = source([.next(1)], log)
            .do(onNext: { log.entries.append("on \($0)") }, onSubscribe: { log.entries.append("onSubscribe") },
                onSubscribed: { log.entries.append("onSubscribed") })
            .subscribe { log.entries.append("got \($0)") }
        XCTAssertEqual(log.entries, ["onSubscribe", "subscribed", "on 1", "got next(1)", "onSubscribed"])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log.entries.suffix(1), ["disposed"])
        XCTAssertEqual(log.entries.filter { $0 == "disposed" }.count, 1)
    }

    func testDoWithoutOnDisposeDisposesASourceThatCompletedWhileSubscribedWhenItsSubscriptionArrives() {
        let log = Log()
        _ = source([.completed], log).do(onCompleted: { log.entries.append("onCompleted") })
            .subscribe { log.entries.append("got \($0)") }
        XCTAssertEqual(log.entries, ["subscribed", "onCompleted", "got completed", "disposed"])
    }

    func testDoWithOnDisposeRunsItRightAfterTheSourcesDisposal() {
        let log = Log()
        let subscription = source([], log).do(onDispose: { log.entries.append("onDispose") }).subscribe { _ in }
        subscription.dispose()
        XCTAssertEqual(log.entries, ["subscribed", "disposed", "onDispose"])
    }

    func testSingleCreateSendsTheFirstResultOnlyThenDisposesWhatItsClosureReturned() {
        let log = Log()
        var report: ((Result<Int, Error>) -> Void)?
        let single = Single<Int>.create { observer in
            report = observer
            return Disposables.create { log.entries.append("disposed") }
        }
        _ = single.subscribe { log.entries.append("got \($0)") }
        report?(.success(1))
        report?(.success(2))
        report?(.failure(TransformError()))
        XCTAssertEqual(log.entries, ["got success(1)", "disposed"])
    }

    func testSingleCreateSendsAFailureAndNothingAfterDisposal() {
        let log = Log()
        var reports: [(Result<Int, Error>) -> Void] = []
        let single = Single<Int>.create { observer in
            reports.append(observer)
            return Disposables.create { log.entries.append("disposed") }
        }
        let first = single.asObservable().subscribe { log.entries.append("first \($0)") }
        _ = single.asObservable().subscribe { log.entries.append("second \($0)") }
        first.dispose()
        reports[0](.success(1))
        reports[1](.failure(TransformError()))
        XCTAssertEqual(log.entries, ["disposed", "second error(TransformError())", "disposed"])
    }

    func testCompactMapDropsNilsAndEndsWithATransformsErrorDisposingTheSource() {
        let log = Log()
        let subject = PublishSubject<Int>()
        _ = subject.do(onDispose: { log.entries.append("disposed") })
            .compactMap { value -> String? in
                if value < 0 { throw TransformError() }
                return value.isMultiple(of: 2) ? "\(value)" : nil
            }
            .subscribe { log.entries.append("got \($0)") }
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(-1)
        subject.onNext(4)
        XCTAssertEqual(log.entries, ["got next(2)", "got error(TransformError())", "disposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testShareWhileConnectedIsItsOwnObservable() {
        let shared = PublishSubject<Int>().share(replay: 1)
        XCTAssertTrue(shared.asObservable() === shared)
        var received: [Int] = []
        let subject = PublishSubject<Int>()
        let replayed = subject.share(replay: 1)
        let first = replayed.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        let second = replayed.subscribe(onNext: { received.append($0 * 10) })
        subject.onNext(2)
        first.dispose()
        second.dispose()
        XCTAssertEqual(received, [1, 10, 2, 20])
        XCTAssertFalse(subject.hasObservers)
    }
}
