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

    /// A bare sequence: its events reach the observer as sent, with no sink between.
    private func bareSource(send: @escaping (@escaping (Event<Int>) -> Void) -> Void, disposed: @escaping () -> Void) -> Observable<Int> {
        let subscribe: Observable<Int>.SubscribeHandler = { observer in
            send(observer)
            return Disposables.create(with: disposed)
        }
        return Observable<Int>(subscribe)
    }

    func testObserverIgnoresTheCompletionAndDisposesAfterTheHandler() {
        var send: ((Event<Int>) -> Void)?
        var disposals = 0
        var log: [String] = []
        let source = bareSource(send: { send = $0 }, disposed: { disposals += 1 })
        let subscription = source.subscribe(onNext: { log.append("\($0)") })
        XCTAssertTrue(subscription is NextObserver<Int>, "\(type(of: subscription))")
        Hooks.defaultErrorHandler = { _, _ in
            log.append("handler")
            send?(.completed)
            log.append("disposals \(disposals)")
            send?(.next(5))
        }
        send?(.next(1))
        send?(.error(RxError.unknown))
        XCTAssertEqual(log, ["1", "handler", "disposals 0"])
        XCTAssertEqual(disposals, 1, "the source is disposed after the handler")
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testFusedMapFilterDisposesWhenTheCompletionPassesThrough() {
        var send: ((Event<Int>) -> Void)?
        var disposals = 0
        var log: [String] = []
        let source = bareSource(send: { send = $0 }, disposed: { disposals += 1 })
        let subscription = source.map { $0 * 2 }.filter { _ in true }.subscribe(onNext: { log.append("\($0)") })
        XCTAssertTrue(subscription is MapFilterNextSink<Int, Int>, "\(type(of: subscription))")
        Hooks.defaultErrorHandler = { _, _ in
            log.append("handler")
            send?(.completed)
            log.append("disposals \(disposals)")
            send?(.next(5))
        }
        send?(.next(1))
        send?(.error(RxError.unknown))
        XCTAssertEqual(log, ["2", "handler", "disposals 1"])
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }
}
