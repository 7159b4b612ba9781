import RxSwift
import XCTest

/// `subscribe(onNext:…)` subscribes what `asObservable()` returns, as RxSwift's does. A sequence
/// that is its own `asObservable()` is subscribed directly; one whose `asObservable()` is
/// something else says so to its initializer (as RxTest's testable observables do).
final class AsObservableOverrideTests: XCTestCase {
    /// An observable with no elements of its own whose `asObservable()` is `just(42)`.
    private final class Redirecting: Observable<Int>, @unchecked Sendable {
        override init() { super.init(onTrampoline: false, isItsOwnObservable: false) }
        override func asObservable() -> Observable<Int> { Observable.just(42) }
    }

    func testClosuresAreSubscribedToWhatAsObservableReturnsInEachShape() {
        let source = Redirecting()
        var received: [String] = []
        _ = source.subscribe(onNext: { received.append("onNext \($0)") })
        _ = source.subscribe(onNext: { received.append("lambda \($0)") }, onCompleted: { received.append("lambda done") })
        XCTAssertEqual(received, ["onNext 42", "lambda 42", "lambda done"])
    }

    /// flatMapLatest and switchLatest subscribe the inner's `asObservable()` too; the selector's
    /// sequence is taken as it is only when it is its own `asObservable()`.
    func testFlatMapLatestAndSwitchLatestSubscribeWhatTheInnersAsObservableReturns() {
        let outer = PublishSubject<Int>()
        var received: [String] = []
        _ = outer.flatMapLatest { _ in Redirecting() }
            .subscribe(onNext: { received.append("flatMapLatest \($0)") })
        _ = outer.map { _ in Redirecting() }.switchLatest()
            .subscribe(onNext: { received.append("switchLatest \($0)") })
        _ = outer.flatMapLatest { Observable.just($0) }
            .subscribe(onNext: { received.append("just \($0)") })
        outer.onNext(1)
        XCTAssertEqual(received, ["flatMapLatest 42", "switchLatest 42", "just 1"])
    }

    func testASequenceThatIsItsOwnObservableIsSubscribedItself() {
        let subject = BehaviorSubject(value: 7)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(8)
        subscription.dispose()
        XCTAssertEqual(received, [7, 8])
        XCTAssertTrue(subject.asObservable() === subject)
    }
}
