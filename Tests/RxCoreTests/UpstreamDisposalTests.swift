import RxSwift
import XCTest

/// A sink keeps its source's subscription until it is disposed, disposes it exactly once, and
/// lets go of it then (it is moved out of the sink, which keeps an empty one in its place).
final class UpstreamDisposalTests: XCTestCase {
    private final class CountingDisposable: Disposable {
        var disposals = 0
        func dispose() { disposals += 1 }
    }

    func testDisposingTwiceDisposesTheSourceOnceAndLetsGoOfIt() {
        weak var released: CountingDisposable?
        var upstream: CountingDisposable? = CountingDisposable()
        released = upstream
        let source = Observable<Int>.create { [upstream] _ in upstream! }
        let subscription = source.map { $0 + 1 }.subscribe(onNext: { _ in })
        let counted = upstream!
        upstream = nil
        XCTAssertNotNil(released, "held by the subscription while it runs")
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(counted.disposals, 1)
        withExtendedLifetime(subscription) {}
    }

    func testTheSinkNoLongerHoldsTheSourceSubscriptionOnceDisposed() {
        weak var released: CountingDisposable?
        var subscription: Disposable?
        do {
            let upstream = CountingDisposable()
            released = upstream
            subscription = Observable<Int>.create { _ in upstream }.map { $0 }.subscribe(onNext: { _ in })
        }
        XCTAssertNotNil(released)
        subscription?.dispose()
        XCTAssertNil(released, "disposed and let go of while the subscription itself is still held")
        withExtendedLifetime(subscription) {}
    }

    func testASourceThatEndsWhileSubscribingHasItsSubscriptionDisposedAtOnce() {
        let upstream = CountingDisposable()
        var log: [String] = []
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return upstream
        }
        .map { $0 * 2 }
        .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["2", "completed"])
        XCTAssertEqual(upstream.disposals, 1, "disposed as it arrived: the sink had already ended")
        subscription.dispose()
        XCTAssertEqual(upstream.disposals, 1)
    }

    func testDisposingFromInsideAnElementDisposesTheSourceOnce() {
        let upstream = CountingDisposable()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable<Int>.create { observer in
            let inner = subject.subscribe(observer)
            return Disposables.create { inner.dispose(); upstream.dispose() }
        }
        .map { $0 }
        .subscribe(onNext: { element in
            received.append(element)
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(upstream.disposals, 1)
        subscription?.dispose()
        XCTAssertEqual(upstream.disposals, 1)
    }
}
