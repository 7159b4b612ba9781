import RxSwift
import RxRelay
import RxUI
@testable import UIKit
import XCTest

/// `drive` and `emit` to one observer subscribe it as it is, and to several keep a copy of the
/// list: each observer gets every event, in the order listed, for as long as the subscription
/// lives, and nothing after its disposal.
final class TraitObserverListTests: XCTestCase {
    private func observer<Value>(_ tag: String, into log: @escaping (String) -> Void) -> AnyObserver<Value> {
        AnyObserver { event in log("\(tag):\(event)") }
    }

    func testEmitToOneOrSeveralObserversInOrderUntilDisposed() {
        let relay = PublishRelay<Int>()
        var log: [String] = []
        let one = relay.asSignal().emit(to: observer("A") { log.append($0) } as AnyObserver<Int>)
        let several = relay.asSignal().emit(to: observer("B") { log.append($0) } as AnyObserver<Int>,
                                            observer("C") { log.append($0) } as AnyObserver<Int>)
        let optional = relay.asSignal().emit(to: observer("D") { log.append($0) } as AnyObserver<Int?>,
                                             observer("E") { log.append($0) } as AnyObserver<Int?>)
        relay.accept(1)
        XCTAssertEqual(log, ["A:next(1)", "B:next(1)", "C:next(1)", "D:next(Optional(1))", "E:next(Optional(1))"])
        log = []
        several.dispose()
        relay.accept(2)
        XCTAssertEqual(log, ["A:next(2)", "D:next(Optional(2))", "E:next(Optional(2))"])
        one.dispose()
        optional.dispose()
        relay.accept(3)
        XCTAssertEqual(log, ["A:next(2)", "D:next(Optional(2))", "E:next(Optional(2))"])
    }

    func testEmitAndDriveToLabelsSetEachLabel() {
        MainActor.assumeIsolated { () -> Void in
            let relay = BehaviorRelay(value: "a")
            let first = Label(id: "first"), second = Label(id: "second")
            let bag = DisposeBag()
            relay.asDriver().drive(first.rx.text, second.rx.text).disposed(by: bag)
            XCTAssertEqual([first.text, second.text], ["a", "a"])
            let signal = PublishRelay<String>()
            signal.asSignal().emit(to: first.rx.text).disposed(by: bag)
            signal.asSignal().emit(to: second.rx.text, first.rx.text).disposed(by: bag)
            signal.accept("b")
            XCTAssertEqual([first.text, second.text], ["b", "b"])
            relay.accept("c")
            XCTAssertEqual([first.text, second.text], ["c", "c"])
        }
    }

    /// Non-optional elements bound to a control's binder of optionals (`bind(to:)`, `drive`,
    /// `emit`) set each element at once, ignore the ends, and stop with the control.
    func testNonOptionalElementsToAnOptionalBinderSetTheLabelIgnoreEndsAndStopWithIt() {
        MainActor.assumeIsolated { () -> Void in
            let subject = PublishSubject<String>()
            var label: Label? = Label(id: "l")
            weak let watched = label
            let relay = BehaviorRelay(value: "r")
            let signal = PublishRelay<String>()
            let bag = DisposeBag()
            if let label {
                subject.bind(to: label.rx.text).disposed(by: bag)
                XCTAssertNil(label.text)
                subject.onNext("a")
                XCTAssertEqual(label.text, "a")
                relay.asDriver().drive(label.rx.text).disposed(by: bag)
                XCTAssertEqual(label.text, "r")
                signal.asSignal().emit(to: label.rx.text).disposed(by: bag)
                signal.accept("s")
                XCTAssertEqual(label.text, "s")
                subject.onNext("b")
                subject.onError(RxError.unknown)
                XCTAssertEqual(label.text, "b")
            }
            label = nil
            XCTAssertNil(watched, "the binders hold the label weakly")
            relay.accept("after")
            signal.accept("after")
        }
    }

    /// Only a binder that applies at once (UIKit's) offers the lifted closure; one made with a
    /// scheduler goes through its own `on` for each optional event.
    func testOnlyImmediateBindersOfferTheLiftedClosure() {
        MainActor.assumeIsolated { () -> Void in
            let label = Label(id: "l")
            let lifted: ((Event<String>) -> Void)? = label.rx.text.liftedHandler()
            XCTAssertNotNil(lifted)
            lifted?(.next("x"))
            lifted?(.completed)
            XCTAssertEqual(label.text, "x")
            let scheduled = Binder<String?>(label, scheduler: CurrentThreadScheduler.instance) { $0.text = $1 }
            let none: ((Event<String>) -> Void)? = scheduled.liftedHandler()
            XCTAssertNil(none)
            Observable.just("y").bind(to: scheduled).dispose()
            XCTAssertEqual(label.text, "y")
        }
    }
}
