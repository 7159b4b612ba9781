import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

private final class ActionsViewController: ViewController {
    let go = UIButton(id: "go", title: "Go")
    let agree = UISwitch(id: "agree")
    var log: [String] = []

    init(environment: Environment) {
        super.init(name: "actions", environment: environment)
    }

    override var elements: [any ViewElement] { [go, agree] }

    override func viewDidLoad() {
        super.viewDidLoad()
        go.addAction(UIAction(title: "Log", identifier: UIAction.Identifier("log")) { [unowned self] action in
            log.append("\(action.title) from \((action.sender as? UIButton)?.id ?? "?")")
        }, for: .touchUpInside)
        agree.addAction(UIAction { [unowned self] _ in log.append("agree \(agree.isOn)") }, for: .valueChanged)
    }
}

/// UIKit's selector-free actions (`UIAction`, iOS 14) run on the person's events.
final class ControlActionTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))

    func testActionsRunOnTheirEventsUntilRemoved() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var registry = ScreenRegistry()
            registry.register("actions") { ActionsViewController(environment: $0) }
            try window.open("actions", from: registry)
            let screen = try XCTUnwrap(window.topScreen as? ActionsViewController)
            try window.tap("go")
            try window.toggle("agree")
            screen.go.removeAction(identifiedBy: UIAction.Identifier("log"), for: .touchUpInside)
            try window.tap("go")
            XCTAssertEqual(screen.log, ["Log from go", "agree true"])
        }
    }

    /// A person's tap sends UIKit's touch events in UIKit's order: down, then up inside with the
    /// primary action; the other touch events are UIKit's names, sent by code alone.
    func testAPersonsTapSendsTouchDownThenTouchUpInside() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var registry = ScreenRegistry()
            registry.register("actions") { ActionsViewController(environment: $0) }
            try window.open("actions", from: registry)
            let screen = try XCTUnwrap(window.topScreen as? ActionsViewController)
            var events: [String] = []
            let bag = DisposeBag()
            let named: [(String, UIControl.Event)] = [("down", .touchDown), ("upInside", .touchUpInside),
                                                      ("primary", .primaryActionTriggered), ("upOutside", .touchUpOutside),
                                                      ("cancel", .touchCancel)]
            for (name, event) in named {
                screen.go.rx.controlEvent(event).subscribe(onNext: { events.append(name) }).disposed(by: bag)
            }
            screen.go.rx.controlEvent(.allTouchEvents).subscribe(onNext: { events.append("touch") }).disposed(by: bag)
            try window.tap("go")
            XCTAssertEqual(events, ["down", "touch", "upInside", "primary", "touch"])
            screen.go.sendActions(for: .touchCancel)
            XCTAssertEqual(events.suffix(2), ["cancel", "touch"])
            XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 1 << 6)
            XCTAssertEqual(UIControl.Event.allEditingEvents, [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
        }
    }

    func testAButtonsPrimaryActionIsItsTap() {
        MainActor.assumeIsolated { () -> Void in
            var taps = 0
            let button = UIButton(primaryAction: UIAction(title: "Send") { _ in taps += 1 })
            XCTAssertEqual(button.title(for: .normal), "Send")
            button.sendActions(for: .primaryActionTriggered)
            let disabled = UIAction(title: "Never", attributes: .disabled) { _ in taps += 100 }
            button.addAction(disabled, for: .primaryActionTriggered)
            button.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(taps, 2, "a disabled action does not run")
            button.removeAction(disabled, for: .primaryActionTriggered)
            let first = UIAction { _ in }, second = UIAction { _ in }
            XCTAssertNotEqual(first.identifier, second.identifier, "each live action has its own")
        }
    }
}
