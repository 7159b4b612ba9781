import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

private final class TabsController: UITabBarController {
    let first: ViewController
    let second: ViewController

    init(environment: Environment) {
        first = ViewController(name: "first", environment: environment)
        second = ViewController(name: "second", environment: environment)
        super.init(name: "tabs", environment: environment)
        second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 7)
        viewControllers = [first, second]
    }
}

/// Refuses the tabs it is told to, as an app's `tabBarController(_:shouldSelect:)` does.
private final class Gatekeeper: UITabBarControllerDelegate {
    var refused: Set<String> = []
    var selected: [String] = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        !refused.contains(viewController._name)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController._name)
    }
}

/// The `tab` command asks and tells the delegates as a person's tap on a tab does in UIKit.
final class TabBarDelegateTests: XCTestCase, @unchecked Sendable {
    @MainActor private let window = Window(environment: Environment(mainScheduler: VirtualTimeScheduler()))
    private let bag = DisposeBag()

    @MainActor private func open() throws -> TabsController {
        var registry = ScreenRegistry()
        registry.register("tabs") { TabsController(environment: $0) }
        try window.open("tabs", from: registry)
        return try XCTUnwrap(window.topScreen as? TabsController)
    }

    private func message(_ action: () throws -> Void) -> String {
        do {
            try action()
            return "done"
        } catch {
            return "\(error)"
        }
    }

    func testATabSwitchTellsTheTabBarsDelegateTheItem() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tabs = try open()
            var items: [String] = []
            tabs.tabBar.rx.didSelectItem.subscribe(onNext: { items.append("\($0.title ?? "nil") \($0.tag)") }).disposed(by: bag)
            try window.selectTab(1)
            try window.selectTab(titled: "first")
            XCTAssertEqual(items, ["Second 7", "first 0"])
            XCTAssertTrue(tabs.tabBar.selectedItem === tabs.tabBar.items?[0])
            XCTAssertTrue(tabs.tabBar.items?[1] === tabs.second.tabBarItem, "a screen's own item is the bar's")
        }
    }

    func testShouldSelectFalseRefusesTheTab() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tabs = try open()
            let gatekeeper = Gatekeeper()
            gatekeeper.refused = ["second"]
            var selected: [String] = []
            tabs.rx.setDelegate(gatekeeper).disposed(by: bag)
            tabs.rx.didSelect.subscribe(onNext: { selected.append($0._name) }).disposed(by: bag)
            XCTAssertEqual(message { try self.window.selectTab(titled: "Second") },
                           "tab 1: the tab bar controller's delegate declines it (tabBarController(_:shouldSelect:) returns false)")
            XCTAssertEqual(tabs.selectedIndex, 0, "the refused tab is not selected")
            gatekeeper.refused = []
            XCTAssertEqual(message { try self.window.selectTab(1) }, "done")
            XCTAssertEqual(selected, ["second"])
            XCTAssertEqual(gatekeeper.selected, ["second"], "the app's delegate hears through the proxy")
        }
    }

    func testADelegateSetDirectlyIsAskedAndTold() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tabs = try open()
            let gatekeeper = Gatekeeper()
            tabs.delegate = gatekeeper
            gatekeeper.refused = ["first"]
            try window.selectTab(1)
            XCTAssertEqual(message { try self.window.selectTab(0) },
                           "tab 0: the tab bar controller's delegate declines it (tabBarController(_:shouldSelect:) returns false)")
            XCTAssertEqual(gatekeeper.selected, ["second"])
        }
    }
}
