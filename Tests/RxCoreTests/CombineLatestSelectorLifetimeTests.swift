import RxSwift
import XCTest

/// combineLatest calls its result selector without retaining it per event and lets go of it
/// on disposal only once no call of it is running: a disposal from inside the selector, also
/// from a nested call (the selector sending to a source), and a throwing selector.
final class CombineLatestSelectorLifetimeTests: XCTestCase {
    func testDisposingFromInsideTheSelectorEndsAfterThatCall() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = Observable.combineLatest(left, right) { a, b -> Int in
            log.append("select \(a) \(b)")
            if a + b == 3 { subscription?.dispose() }
            return a + b
        }.subscribe(onNext: { log.append("next(\($0))") }, onDisposed: { log.append("disposed") })
        left.onNext(1)
        right.onNext(1)
        right.onNext(2)
        left.onNext(5)
        log.append("observers: \(left.hasObservers) \(right.hasObservers)")
        XCTAssertEqual(log, ["select 1 1", "next(2)", "select 1 2", "disposed", "observers: false false"])
    }

    func testASelectorSendingToASourceRunsNestedAndMayDisposeThere() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = Observable.combineLatest(left, right) { a, b -> Int in
            log.append("select \(a) \(b)")
            if a == 1 { left.onNext(2) }
            if a == 2 { subscription?.dispose() }
            log.append("return \(a + b)")
            return a + b
        }.subscribe(onNext: { log.append("next(\($0))") }, onDisposed: { log.append("disposed") })
        left.onNext(1)
        right.onNext(10)
        left.onNext(3)
        XCTAssertEqual(log, ["select 1 10", "select 2 10", "disposed", "return 12", "return 11"])
    }

    func testAThrowingSelectorEndsWithItsErrorAndANewSubscriptionStartsAfresh() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var log: [String] = []
        let combined = Observable.combineLatest(left, right) { a, b -> Int in
            if a < 0 { throw OperatorError(code: a) }
            return a + b
        }
        _ = combined.subscribe { log.append("first \($0)") }
        left.onNext(1)
        right.onNext(1)
        left.onNext(-2)
        _ = combined.subscribe { log.append("second \($0)") }
        left.onNext(4)
        right.onNext(4)
        XCTAssertEqual(log, ["first next(2)", "first error(OperatorError(code: -2))", "second next(8)"])
    }
}
