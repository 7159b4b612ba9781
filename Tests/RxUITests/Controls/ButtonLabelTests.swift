import RxSwift
import RxUI
@testable import UIKit
import XCTest

final class ButtonLabelTests: XCTestCase {
    func testTapSendsTouchUpInside() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let button = Button(id: "searchButton", title: "検索")
            let taps = Recorder(button.rx.tap)
            try button.userTap()
            try button.userTap()
            XCTAssertEqual(taps.elements.count, 2)
        }
    }

    func testDisabledButtonRefusesTheTapAndSaysSo() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let button = Button(id: "searchButton", title: "検索")
            let taps = Recorder(button.rx.tap)
            Observable.just(false).bind(to: button.rx.isEnabled).dispose()
            XCTAssertThrowsError(try button.userTap()) { error in
                XCTAssertEqual("\(error)", "tap searchButton: the button is disabled")
            }
            XCTAssertTrue(taps.elements.isEmpty)
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(taps.elements.count, 1, "sendActions is programmatic and bypasses the check")
        }
    }

    func testHiddenButtonRefusesTheTap() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let button = Button(id: "b", title: "Go")
            Observable.just(true).bind(to: button.rx.isHidden).dispose()
            XCTAssertThrowsError(try button.userTap()) { error in
                XCTAssertEqual("\(error)", "tap b: the button is hidden")
            }
            XCTAssertEqual(button._elementSnapshot(), .button(id: "b", title: "Go", enabled: true, hidden: true))
        }
    }

    func testLabelBindings() {
        MainActor.assumeIsolated { () -> Void in
            let label = Label(id: "validMessage", text: "3文字以上入力してください")
            Observable.just(true).bind(to: label.rx.isHidden).dispose()
            Observable.just("changed").bind(to: label.rx.text).dispose()
            XCTAssertEqual(label._elementSnapshot(), .label(id: "validMessage", text: "changed", hidden: true))
        }
    }

    func testAnyWritablePropertyIsBindableThroughRx() {
        MainActor.assumeIsolated { () -> Void in
            let button = Button(id: "b", title: "Old")
            Observable.just("New").bind(to: button.rx.title).dispose()
            let field = TextField(id: "f")
            Observable.just("hint").bind(to: field.rx.placeholder).dispose()
            XCTAssertEqual(button.title, "New")
            XCTAssertEqual(field.placeholder, "hint")
        }
    }

    func testBinderHoldsItsTargetWeakly() {
        MainActor.assumeIsolated { () -> Void in
            var label: Label? = Label(id: "l")
            weak let weakLabel = label
            let binder = label.map { $0.rx.text }
            label = nil
            XCTAssertNil(weakLabel)
            binder?.onNext("after")
        }
    }

    /// A control's binder applies each element at once, ignores completion and errors (it never
    /// stops), and applies nothing once its target is gone.
    func testBinderAppliesAtOnceIgnoresEndsAndStopsWithItsTarget() {
        MainActor.assumeIsolated { () -> Void in
            var label: Label? = Label(id: "l")
            let binder = label.map { $0.rx.text }
            binder?.onNext("a")
            XCTAssertEqual(label?.text, "a")
            binder?.on(.completed)
            binder?.on(.error(RxError.unknown))
            binder?.onNext(nil)
            XCTAssertNil(label?.text)
            binder?.onNext("b")
            XCTAssertEqual(label?.text, "b")
            weak let weakLabel = label
            label = nil
            XCTAssertNil(weakLabel, "the binder holds its target weakly")
            binder?.onNext("after")
        }
    }

    func testBinderCanHopToAScheduler() {
        MainActor.assumeIsolated { () -> Void in
            let scheduler = VirtualTimeScheduler()
            let label = Label(id: "l")
            let binder = Binder(label, scheduler: scheduler) { label, text in label.text = text }
            binder.onNext("later")
            XCTAssertNil(label.text)
            scheduler.runDue()
            XCTAssertEqual(label.text, "later")
        }
    }

    func testActivityIndicator() {
        MainActor.assumeIsolated { () -> Void in
            let spinner = UIActivityIndicatorView(id: "spinner")
            Observable.just(true).bind(to: spinner.rx.isAnimating).dispose()
            XCTAssertEqual(spinner._elementSnapshot(), .activityIndicator(id: "spinner", animating: true))
        }
    }
}
