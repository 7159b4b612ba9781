import RxCocoa
import RxSwift
import UIKit
import XCTest

/// As RxCocoa tests its UIKit extensions: subscribe, let the control go, and the sequence
/// completes, `rx.deallocated` has sent, and a property's last value is what it was bound to.
final class ControlDeallocationTests: XCTestCase, @unchecked Sendable {
    private func ensureEventDeallocated<Control: NSObject, Element>(
        _ make: () -> Control, file: StaticString = #filePath, line: UInt = #line,
        _ event: (Control) -> ControlEvent<Element>
    ) {
        var completed = false
        var deallocated = false
        autoreleasepool {
            var control: Control? = make()
            if let control {
                _ = event(control).subscribe(onCompleted: { completed = true })
                _ = control.rx.deallocated.subscribe(onNext: { deallocated = true })
            }
            control = nil
        }
        XCTAssertTrue(deallocated, "control not deallocated", file: file, line: line)
        XCTAssertTrue(completed, "event not completed", file: file, line: line)
    }

    private func ensurePropertyDeallocated<Control: NSObject, Value: Equatable>(
        _ make: () -> Control, _ initial: Value, file: StaticString = #filePath, line: UInt = #line,
        _ property: (Control) -> ControlProperty<Value>
    ) {
        let relay = BehaviorRelay(value: initial)
        var completed = false
        var deallocated = false
        var last: Value?
        autoreleasepool {
            var control: Control? = make()
            if let control {
                let property = property(control)
                let binding = relay.bind(to: property)
                _ = property.subscribe(onNext: { last = $0 }, onCompleted: {
                    completed = true
                    binding.dispose()
                })
                _ = control.rx.deallocated.subscribe(onNext: { deallocated = true })
            }
            control = nil
        }
        XCTAssertTrue(deallocated, "control not deallocated", file: file, line: line)
        XCTAssertTrue(completed, "property not completed", file: file, line: line)
        XCTAssertEqual(last, initial, "last value", file: file, line: line)
    }

    func testEventsCompleteWhenTheirControlGoes() {
        MainActor.assumeIsolated { () -> Void in
            ensureEventDeallocated({ UIButton(frame: .zero) }) { $0.rx.tap }
            ensureEventDeallocated({ UITextField(frame: .zero) }) { $0.rx.controlEvent(.editingDidEnd) }
            ensureEventDeallocated({ UIBarButtonItem(title: "Done") }) { $0.rx.tap }
            ensureEventDeallocated({ UISearchBar(frame: .zero) }) { $0.rx.searchButtonClicked }
            ensureEventDeallocated({ UITapGestureRecognizer() }) { $0.rx.event }
            ensureEventDeallocated({ UITableView(frame: .zero) }) { $0.rx.itemSelected }
        }
    }

    func testPropertiesCompleteWithTheLastValueBound() {
        MainActor.assumeIsolated { () -> Void in
            ensurePropertyDeallocated({ UITextField(frame: .zero) }, "a") { $0.rx.text.orEmpty }
            ensurePropertyDeallocated({ UITextView(frame: .zero) }, "b") { $0.rx.text.orEmpty }
            ensurePropertyDeallocated({ UISwitch(frame: .zero) }, true) { $0.rx.isOn }
            ensurePropertyDeallocated({ UISlider(frame: .zero) }, Float(0.5)) { $0.rx.value }
            ensurePropertyDeallocated({ UIStepper(frame: .zero) }, 2.0) { $0.rx.value }
            ensurePropertyDeallocated({ UISegmentedControl(items: ["a", "b"]) }, 1) { $0.rx.selectedSegmentIndex }
            ensurePropertyDeallocated({ UISearchBar(frame: .zero) }, "c") { $0.rx.text.orEmpty }
        }
    }

    /// The subject behind `rx.deallocated` is made when first asked for: one asked for while
    /// the view lived still replays its deallocation to a subscriber that comes after it.
    func testDeallocatedAskedForBeforeTheViewWentReplaysToALateSubscriber() {
        MainActor.assumeIsolated { () -> Void in
            var view: UIView? = UIView(frame: .zero)
            let deallocated = view.map { $0.rx.deallocated }
            view = nil
            var events: [String] = []
            _ = deallocated?.subscribe(onNext: { events.append("next") }, onCompleted: { events.append("completed") })
            XCTAssertEqual(events, ["next", "completed"])
        }
    }

    /// A control's events are made for the first `controlEvent`: what it sent before has no
    /// subscriber to reach, and what it sends after reaches the new one.
    func testAControlObservedAfterSendingGetsOnlyLaterEvents() {
        MainActor.assumeIsolated { () -> Void in
            let button = UIButton(frame: .zero)
            button.sendActions(for: .touchUpInside)
            var taps = 0
            let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
            button.sendActions(for: .touchUpInside)
            XCTAssertEqual(taps, 1)
            subscription.dispose()
        }
    }

    func testAViewThatLivesOnHasNotSentDeallocated() {
        MainActor.assumeIsolated { () -> Void in
            let view = UIView(frame: .zero)
            var deallocated = false
            _ = view.rx.deallocated.subscribe(onNext: { deallocated = true })
            XCTAssertFalse(deallocated)
            withExtendedLifetime(view) {}
        }
    }
}
