@testable import RxSwift
import XCTest

/// A completion that reaches a `subscribe(onNext:)` observer while its error is with
/// `Hooks.defaultErrorHandler` (the observer stopped, not yet disposed). RxSwift's observer
/// ignores a second terminal event and disposes after the handler; a fused map-filter, as the
/// map and filter sinks it stands for, disposes when the completion passes through it.
final class CompletionDuringErrorHandlerTests: XCTestCase {
    private var savedHandler: Hooks.DefaultErrorHandler?

    override func setUp() {
        savedHandler = Hooks.defaultErrorHandler
    }

    override func tearDown() {
        if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
    }

    func testObserverIgnoresTheCompletionAndDisposesAfterTheHandler() {
        let run = errorThenCompletionInTheHandler { source, log in
            let subscription = source.subscribe(onNext: { log("\($0)") })
            XCTAssertTrue(subscription is NextObserver<Int>, "\(type(of: subscription))")
            return subscription
        }
        XCTAssertEqual(run.log, ["1", "handler", "disposals 0"])
        XCTAssertEqual(run.disposals, 1, "the source is disposed after the handler")
    }

    func testFusedMapFilterDisposesWhenTheCompletionPassesThrough() {
        let run = errorThenCompletionInTheHandler { source, log in
            let subscription = source.map { $0 * 2 }.filter { _ in true }.subscribe(onNext: { log("\($0)") })
            XCTAssertTrue(subscription is MapFilterNextSink<Int, Int>, "\(type(of: subscription))")
            return subscription
        }
        XCTAssertEqual(run.log, ["2", "handler", "disposals 1"])
        XCTAssertEqual(run.disposals, 1)
    }

    /// Subscribes to a bare sequence (its events reach the subscriber as sent, with no sink
    /// between), sends 1 and an error, and from the error's handler a completion and then 5;
    /// disposes the subscription at the end. Returns the log and the source's disposals.
    private func errorThenCompletionInTheHandler(
        _ subscribe: (Observable<Int>, @escaping (String) -> Void) -> Disposable
    ) -> (log: [String], disposals: Int) {
        var send: ((Event<Int>) -> Void)?
        var disposals = 0
        var log: [String] = []
        let handler: Observable<Int>.SubscribeHandler = { observer in
            send = observer
            return Disposables.create { disposals += 1 }
        }
        let subscription = subscribe(Observable<Int>(handler)) { log.append($0) }
        Hooks.defaultErrorHandler = { _, _ in
            log.append("handler")
            send?(.completed)
            log.append("disposals \(disposals)")
            send?(.next(5))
        }
        send?(.next(1))
        send?(.error(RxError.unknown))
        let disposalsBeforeDisposing = disposals
        subscription.dispose()
        XCTAssertEqual(disposals, disposalsBeforeDisposing, "disposing after the end disposes nothing again")
        return (log, disposals)
    }
}
