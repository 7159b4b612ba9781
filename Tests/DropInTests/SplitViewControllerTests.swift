import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// A screen that records its lifecycle calls into a shared log.
private final class SplitLoggedViewController: UIViewController {
    let log: (String) -> Void

    init(title: String, log: @escaping (String) -> Void) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func viewDidLoad() { log("\(title ?? "") viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log("\(title ?? "") viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log("\(title ?? "") viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log("\(title ?? "") viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log("\(title ?? "") viewDidDisappear") }
}

private final class SplitDelegate: UISplitViewControllerDelegate {
    var topColumn: UISplitViewController.Column?
    var collapseHandled = false
    var heard: [String] = []

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        heard.append("topColumn proposed \(proposedTopColumn)")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        heard.append("collapseSecondary \(secondaryViewController.title ?? "") onto \(primaryViewController.title ?? "")")
        return collapseHandled
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        heard.append("willShow \(column)")
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        heard.append("didCollapse")
    }
}

/// A split view controller whose subclass sets its columns in `viewDidLoad`, as apps do.
private final class SplitMailViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewController(UIViewController.titled("Mailboxes"), for: .primary)
        setViewController(UIViewController.titled("Message"), for: .secondary)
    }
}

private extension UIViewController {
    static func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }
}

/// `UISplitViewController` on a phone: collapsed into one stack whose top is what an iPhone
/// shows, driven by `back` and by the app's `showDetailViewController`.
final class SplitViewControllerTests: XCTestCase, @unchecked Sendable {
    @MainActor private func window(showing controller: UIViewController) -> _Window {
        let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
        window.setRoot(controller)
        return window
    }

    func testAColumnSplitViewShowsTheSecondaryPushedOnThePrimaryAndBackPopsIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let split = UISplitViewController(style: .doubleColumn)
            let list = UIViewController.titled("List")
            let detail = UIViewController.titled("Detail")
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            XCTAssertNotNil(list.navigationController, "column style wraps the primary in a navigation controller at once")
            XCTAssertTrue(list.splitViewController === split)
            let window = window(showing: split)
            XCTAssertTrue(split.isCollapsed)
            XCTAssertEqual(window.snapshot().screens.last?.title, "Detail", "iOS proposes the secondary on top")
            XCTAssertTrue(detail.navigationController === list.navigationController)
            XCTAssertTrue(detail.splitViewController === split)
            try window.goBack()
            XCTAssertEqual(window.snapshot().screens.last?.title, "List")
            XCTAssertThrowsError(try window.goBack()) { XCTAssertEqual(($0 as? _UserInputError)?.description, "already at the root screen: there is nothing to go back to") }
        }
    }

    func testTheDelegatesTopColumnKeepsThePrimaryAndShowDetailPushesTheDetail() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var log: [String] = []
            let delegate = SplitDelegate()
            delegate.topColumn = .primary
            let split = UISplitViewController(style: .doubleColumn)
            split.delegate = delegate
            let list = SplitLoggedViewController(title: "List") { log.append($0) }
            split.setViewController(list, for: .primary)
            split.setViewController(UIViewController.titled("Placeholder"), for: .secondary)
            let window = window(showing: split)
            XCTAssertEqual(delegate.heard, ["topColumn proposed secondary", "didCollapse"])
            XCTAssertEqual(window.snapshot().screens.last?.title, "List")
            XCTAssertEqual(log, ["List viewDidLoad", "List viewWillAppear", "List viewDidAppear"])
            log = []
            let detail = SplitLoggedViewController(title: "Detail") { log.append($0) }
            list.showDetailViewController(detail, sender: nil)
            XCTAssertEqual(window.snapshot().screens.last?.title, "Detail")
            XCTAssertTrue(split.viewController(for: .secondary) === detail)
            XCTAssertEqual(log, ["Detail viewDidLoad", "List viewWillDisappear", "Detail viewWillAppear",
                                 "List viewDidDisappear", "Detail viewDidAppear"])
            try window.goBack()
            XCTAssertEqual(window.snapshot().screens.last?.title, "List")
        }
    }

    func testShowColumnPushesTheSecondaryAndPopsToThePrimaryTellingTheDelegate() {
        MainActor.assumeIsolated { () -> Void in
            let delegate = SplitDelegate()
            delegate.topColumn = .primary
            let split = UISplitViewController(style: .doubleColumn)
            split.delegate = delegate
            split.setViewController(UIViewController.titled("List"), for: .primary)
            split.setViewController(UIViewController.titled("Detail"), for: .secondary)
            let window = window(showing: split)
            split.show(.secondary)
            XCTAssertEqual(window.snapshot().screens.last?.title, "Detail")
            split.show(.secondary)
            XCTAssertEqual((split.shownStack as? UINavigationController)?.viewControllers.count, 2, "shown once")
            split.show(.primary)
            XCTAssertEqual(window.snapshot().screens.last?.title, "List")
            XCTAssertEqual(delegate.heard.suffix(3), ["willShow secondary", "willShow secondary", "willShow primary"])
        }
    }

    func testClassicStyleAsksTheDelegateToCollapseTheSecondaryOntoThePrimary() {
        MainActor.assumeIsolated { () -> Void in
            let master = UINavigationController(rootViewController: UIViewController.titled("Master"))
            master.title = "Master"
            let detailNavigation = UINavigationController(rootViewController: UIViewController.titled("Detail"))
            detailNavigation.title = "Detail"
            let delegate = SplitDelegate()
            delegate.collapseHandled = true
            let split = UISplitViewController()
            XCTAssertEqual(split.style, .unspecified)
            split.delegate = delegate
            split.viewControllers = [master, detailNavigation]
            let window = window(showing: split)
            XCTAssertEqual(delegate.heard, ["collapseSecondary Detail onto Master", "didCollapse"])
            XCTAssertEqual(window.snapshot().screens.last?.title, "Master", "handled: the secondary is not pushed")

            let pushing = UISplitViewController()
            let master2 = UINavigationController(rootViewController: UIViewController.titled("Master"))
            pushing.viewControllers = [master2, UINavigationController(rootViewController: UIViewController.titled("Detail"))]
            let other = self.window(showing: pushing)
            XCTAssertEqual(other.snapshot().screens.last?.title, "Detail", "no delegate: the secondary is pushed")
            XCTAssertEqual(master2.viewControllers.map(\.title), ["Master", "Detail"])
        }
    }

    func testTheCompactColumnShowsInsteadOfTheOthers() {
        MainActor.assumeIsolated { () -> Void in
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UIViewController.titled("List"), for: .primary)
            split.setViewController(UIViewController.titled("Tabs"), for: .compact)
            let window = window(showing: split)
            XCTAssertEqual(window.snapshot().screens.last?.title, "Tabs")
        }
    }

    func testASubclassSettingItsColumnsInViewDidLoadCollapsesAfterIt() {
        MainActor.assumeIsolated { () -> Void in
            let split = SplitMailViewController(style: .doubleColumn)
            let window = window(showing: split)
            XCTAssertEqual(window.snapshot().screens.last?.title, "Message")
            XCTAssertEqual(split.viewControllers.map(\.title), ["Mailboxes", "Message"])
        }
    }

    func testShowDetailOutsideASplitViewPresents() {
        MainActor.assumeIsolated { () -> Void in
            let screen = UIViewController.titled("Plain")
            let window = window(showing: screen)
            screen.showDetailViewController(UIViewController.titled("Shown"), sender: nil)
            XCTAssertEqual(window.presentedControllers.count, 1)
            XCTAssertEqual(window.snapshot().modals.first?.screens.first?.title, "Shown")
        }
    }

    func testKeptSettings() {
        MainActor.assumeIsolated { () -> Void in
            let split = UISplitViewController(style: .tripleColumn)
            split.preferredDisplayMode = .oneBesideSecondary
            split.preferredSplitBehavior = .displace
            split.preferredPrimaryColumnWidthFraction = 0.3
            XCTAssertEqual(split.preferredDisplayMode, .oneBesideSecondary)
            XCTAssertEqual(split.splitBehavior, .displace)
            XCTAssertEqual(split.displayMode, .secondaryOnly, "collapsed: one column shows")
            XCTAssertEqual(split.preferredPrimaryColumnWidthFraction, 0.3)
            XCTAssertEqual(split.style, .tripleColumn)
        }
    }
}
