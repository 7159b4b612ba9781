import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

private final class FormViewController: ViewController {
    let form = UIScrollView(id: "form", contentHeight: 2000)
    let nameField = UITextField(id: "name")
    let notes = UITextView(id: "notes")
    let search = UISearchBar(id: "search")
    let done = UIBarButtonItem(id: "done", title: "Done")
    let agree = UISwitch(id: "agree")
    let volume = UISlider(id: "volume", value: 0.5)

    init(environment: Environment) {
        super.init(name: "form", environment: environment)
    }

    override var elements: [any ViewElement] { [form, nameField, notes, search, done, agree, volume] }

    override func viewDidLoad() {
        super.viewDidLoad()
        for control in [nameField, notes, agree, volume] as [UIView] { form.addSubview(control) }
    }
}

private final class TabsController: UITabBarController {
    init(environment: Environment) {
        super.init(name: "tabs", environment: environment)
        let first = UIViewController(name: "first", environment: environment)
        first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
        let second = UIViewController(name: "second", environment: environment)
        second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
        second.tabBarItem?.isEnabled = false
        viewControllers = [first, second]
    }
}

/// The events iOS would not deliver are refused, each with a message naming the command, the
/// view and the cause; what iOS delivers still goes through.
final class RefusedEventsTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))

    @MainActor private func open() throws -> FormViewController {
        var registry = ScreenRegistry()
        registry.register("form") { FormViewController(environment: $0) }
        try window.open("form", from: registry)
        return try XCTUnwrap(window.topScreen as? FormViewController)
    }

    private func message(_ action: () throws -> Void) -> String {
        do {
            try action()
            return "done"
        } catch {
            return "\(error)"
        }
    }

    func testTypingNeedsAnEditableFieldAPersonCanReach() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            XCTAssertEqual(message { try self.window.type("a", into: "notes") }, "done")
            screen.notes.isEditable = false
            XCTAssertEqual(message { try self.window.type("b", into: "notes") }, "type notes: the text view is not editable")
            XCTAssertEqual(message { try self.window.pressReturn(in: "notes") }, "return notes: the text view is not editable")
            XCTAssertEqual(screen.notes.text, "a")
            screen.nameField.isEnabled = false
            XCTAssertEqual(message { try self.window.type("c", into: "name") }, "type name: the text field is disabled")
            screen.nameField.isEnabled = true
            screen.form.isUserInteractionEnabled = false
            XCTAssertEqual(message { try self.window.type("c", into: "name") },
                           "type name: its superview form does not take user interaction")
            screen.form.isUserInteractionEnabled = true
            screen.search.alpha = 0.001
            XCTAssertEqual(message { try self.window.type("rx", into: "search") },
                           "type search: the search bar is transparent (alpha below 0.01)")
        }
    }

    func testValueControlsInsideAHiddenViewAreRefused() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            screen.form.isHidden = true
            XCTAssertEqual(message { try self.window.toggle("agree") }, "toggle agree: its superview form is hidden")
            XCTAssertEqual(message { try self.window.slide("volume", to: 1) }, "slide volume: its superview form is hidden")
            XCTAssertEqual(message { try self.window.scroll("form", to: .bottom) }, "scroll form: the scroll view is hidden")
            screen.form.isHidden = false
            screen.form.isScrollEnabled = false
            XCTAssertEqual(message { try self.window.scroll("form", to: .bottom) }, "scroll form: scrolling is disabled")
            XCTAssertEqual(message { try self.window.toggle("agree") }, "done")
            XCTAssertTrue(screen.agree.isOn)
        }
    }

    func testDisabledBarButtonItemsAndAlertActions() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            var taps = 0
            _ = screen.done.rx.tap.subscribe(onNext: { taps += 1 })
            screen.done.isEnabled = false
            XCTAssertEqual(message { try self.window.tap("done") }, "tap done: the bar button item is disabled")
            screen.done.isEnabled = true
            XCTAssertEqual(message { try self.window.tap("done") }, "done")
            XCTAssertEqual(taps, 1)
            let alert = UIAlertController(title: "Delete?", message: nil)
            let delete = UIAlertAction(title: "Delete", style: .destructive)
            delete.isEnabled = false
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(delete)
            window.present(alert)
            XCTAssertEqual(message { try self.window.dismissAlert(tapping: "Delete") },
                           "dismiss \"Delete\": the alert action is disabled")
            XCTAssertNotNil(window.presentedAlert, "the alert stays")
        }
    }

    func testADisabledTabIsRefused() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var registry = ScreenRegistry()
            registry.register("tabs") { TabsController(environment: $0) }
            try window.open("tabs", from: registry)
            XCTAssertEqual(message { try self.window.selectTab(titled: "Second") }, "tab 1: the tab bar item is disabled")
            XCTAssertEqual(message { try self.window.selectTab(0) }, "done")
        }
    }
}
