import RxSwift
import XCTest

private struct SourceError: Error {}

/// When catch's subscriptions are disposed, relative to each other and to the events: what
/// RxSwift's `SerialDisposable` holding a `SingleAssignmentDisposable` for the source does.
final class CatchSubscriptionOrderTests: XCTestCase {
    /// A sequence that logs its subscription and disposal, sending `events` while subscribed,
    /// then relaying `subject`. No sink of its own: its subscription is disposed only by catch.
    private func logged(_ name: String, _ events: [Event<Int>], then subject: PublishSubject<Int>? = nil,
                        into log: Log) -> Observable<Int> {
        SinklessSource(body: { observer in
            log.entries.append("\(name) subscribed")
            for event in events { observer(event) }
            let relayed = subject?.subscribe(AnyObserver(eventHandler: observer))
            log.entries.append("\(name) returns")
            return Disposables.create {
                relayed?.dispose()
                log.entries.append("\(name) disposed")
            }
        })
    }

    private final class Log { var entries: [String] = [] }

    private func subscribe(_ sequence: Observable<Int>, _ log: Log) -> Disposable {
        sequence.subscribe { event in log.entries.append("got \(event)") }
    }

    func testTheReplacementIsSubscribedBeforeTheSourceIsDisposed() {
        let log = Log()
        let source = PublishSubject<Int>()
        let subscription = subscribe(logged("source", [], then: source, into: log).catch { _ in
            self.logged("replacement", [.next(2)], into: log)
        }, log)
        source.onNext(1)
        source.onError(SourceError())
        XCTAssertEqual(log.entries, ["source subscribed", "source returns", "got next(1)", "replacement subscribed", "got next(2)", "replacement returns",
                                     "source disposed"])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log.entries.suffix(1), ["replacement disposed"])
    }

    func testASourceThatFailsWhileSubscribedIsDisposedWhenItsSubscriptionArrives() {
        let log = Log()
        let subscription = subscribe(logged("source", [.next(1), .error(SourceError())], into: log).catch { _ in
            self.logged("replacement", [.next(2)], into: log)
        }, log)
        XCTAssertEqual(log.entries, ["source subscribed", "got next(1)", "replacement subscribed", "got next(2)",
                                     "replacement returns", "source returns", "source disposed"])
        subscription.dispose()
        XCTAssertEqual(log.entries.suffix(1), ["replacement disposed"])
    }

    func testASourceThatCompletesWhileSubscribedIsDisposedWhenItsSubscriptionArrives() {
        let log = Log()
        _ = subscribe(logged("source", [.next(1), .completed], into: log).catch { _ in .just(9) }, log)
        XCTAssertEqual(log.entries, ["source subscribed", "got next(1)", "got completed", "source returns",
                                     "source disposed"])
    }

    func testAReplacementThatCompletesWhileSubscribedEndsBothSubscriptions() {
        let log = Log()
        let source = PublishSubject<Int>()
        _ = subscribe(logged("source", [], then: source, into: log).catch { _ in
            self.logged("replacement", [.next(2), .completed], into: log)
        }, log)
        source.onError(SourceError())
        XCTAssertEqual(log.entries, ["source subscribed", "source returns", "replacement subscribed", "got next(2)", "got completed", "source disposed",
                                     "replacement returns", "replacement disposed"])
        XCTAssertFalse(source.hasObservers)
    }

    func testDisposingBeforeAnErrorDisposesTheSourceOnlyAndNeverCallsTheHandler() {
        let log = Log()
        let source = PublishSubject<Int>()
        let subscription = subscribe(logged("source", [], then: source, into: log).catch { _ in
            log.entries.append("handler")
            return .just(9)
        }, log)
        subscription.dispose()
        source.onError(SourceError())
        XCTAssertEqual(log.entries, ["source subscribed", "source returns", "source disposed"])
    }

    func testAnErrorFromAReplacementMadeAfterDisposalIsNotSent() {
        // The handler disposes the result while it runs: the replacement is subscribed, then
        // disposed at once, and sends nothing after the disposal.
        let log = Log()
        let source = PublishSubject<Int>()
        var subscription: Disposable?
        subscription = subscribe(logged("source", [], then: source, into: log).catch { _ in
            subscription?.dispose()
            return self.logged("replacement", [], into: log)
        }, log)
        source.onError(SourceError())
        XCTAssertEqual(log.entries, ["source subscribed", "source returns", "source disposed", "replacement subscribed",
                                     "replacement returns", "replacement disposed"])
    }
}
