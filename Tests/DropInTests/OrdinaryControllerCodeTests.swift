import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// A table controller as iOS code writes one: overrides of UITableViewController's data source
/// and delegate methods, trailing swipe actions, the edit button.
private final class FruitsTableViewController: UITableViewController {
    var fruits = ["Apple", "Pear", "Plum"]
    var performed: [String] = []
    var swipeActions: (IndexPath) -> UISwipeActionsConfiguration? = { _ in nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        performed.append("commit \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        swipeActions(indexPath)
    }
}

final class OrdinaryControllerCodeTests: XCTestCase, @unchecked Sendable {
    @MainActor private func window(showing controller: UIViewController) -> _Window {
        let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
        window.setRoot(controller)
        return window
    }

    func testATableViewControllersTableIsItsViewAndShowsItsOverridesRows() {
        MainActor.assumeIsolated { () -> Void in
            let controller = FruitsTableViewController(style: .insetGrouped)
            XCTAssertTrue(controller.view === controller.tableView, "a table view controller's view is its table")
            XCTAssertEqual(controller.tableView.style, .insetGrouped)
            XCTAssertEqual(controller.tableView._elementSnapshot().rows.map(\.title), ["Apple", "Pear", "Plum"],
                           "the rows are the subclass's overrides of the data source methods")
            XCTAssertTrue(controller._elements.contains { ($0 as? UIView) === controller.tableView },
                          "the screen shows the table")
        }
    }

    func testTheEditButtonTogglesEditingOfTheControllerAndItsTable() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = FruitsTableViewController(style: .plain)
            let window = window(showing: controller)
            XCTAssertEqual(controller.editButtonItem.title, "Edit")
            XCTAssertTrue(controller._elements.contains { $0 === controller.editButtonItem })
            try window.tap("editButtonItem")
            XCTAssertTrue(controller.isEditing, "a tap on editButtonItem calls setEditing(true, animated:)")
            XCTAssertTrue(controller.tableView.isEditing, "UITableViewController's setEditing puts its table in editing")
            XCTAssertEqual(controller.editButtonItem.title, "Done")
            controller.isEditing = false
            XCTAssertFalse(controller.tableView.isEditing, "setting isEditing goes through setEditing(_:animated:)")
            XCTAssertEqual(controller.editButtonItem.title, "Edit")
        }
    }

    func testASelectedRowIsClearedWhenTheControllerAppearsAgain() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = FruitsTableViewController(style: .plain)
            let navigation = UINavigationController(rootViewController: controller)
            let window = window(showing: navigation)
            try window.selectRow(1)
            XCTAssertEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
            navigation.pushViewController(UIViewController(), animated: false)
            XCTAssertNotNil(controller.tableView.indexPathForSelectedRow)
            navigation.popViewController(animated: false)
            XCTAssertNil(controller.tableView.indexPathForSelectedRow, "clearsSelectionOnViewWillAppear deselects the row")
        }
    }

    func testDeleteWithoutSwipeActionsCommitsTheDeletion() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = FruitsTableViewController(style: .plain)
            try window(showing: controller).deleteRow(2)
            XCTAssertEqual(controller.performed, ["commit 2"])
        }
    }

    func testDeleteWithTrailingSwipeActionsPerformsTheFirstInsteadOfCommitting() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = FruitsTableViewController(style: .plain)
            controller.swipeActions = { [unowned controller] indexPath in
                let archive = UIContextualAction(style: .normal, title: "Archive") { action, view, completion in
                    controller.performed.append("\(action.title ?? "") \(indexPath.row) in \(type(of: view))")
                    completion(true)
                }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    controller.performed.append("delete")
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [archive, delete])
            }
            try window(showing: controller).deleteRow(1)
            XCTAssertEqual(controller.performed, ["Archive 1 in UITableViewCell"],
                           "a full swipe performs the first trailing action, in the row's cell, and commits nothing")
        }
    }

    /// With RxCocoa observing the table (`rx.itemSelected` installs the delegate proxy), the
    /// swipe actions still come from the delegate the controller set: the proxy forwards them.
    func testSwipeActionsReachTheDelegateBehindRxCocoasProxy() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = FruitsTableViewController(style: .plain)
            controller.swipeActions = { [unowned controller] indexPath in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Remove") { _, _, done in
                    controller.performed.append("Remove \(indexPath.row)")
                    done(true)
                }])
            }
            let window = window(showing: controller)
            let bag = DisposeBag()
            controller.tableView.rx.itemSelected.subscribe(onNext: { controller.performed.append("selected \($0.row)") })
                .disposed(by: bag)
            XCTAssertTrue(controller.tableView.delegate is RxTableViewDelegateProxy)
            try window.deleteRow(2)
            try window.selectRow(0)
            XCTAssertEqual(controller.performed, ["Remove 2", "selected 0"])
        }
    }

    func testDeleteIsRefusedWhenAFullSwipePerformsNoAction() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = FruitsTableViewController(style: .plain)
            controller.swipeActions = { _ in
                let configuration = UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }])
                configuration.performsFirstActionWithFullSwipe = false
                return configuration
            }
            let window = window(showing: controller)
            XCTAssertThrowsError(try window.deleteRow(0)) { error in
                XCTAssertEqual(String(describing: error),
                               "delete \(controller.tableView.id)[0]: the row has no action a full swipe performs "
                                   + "(its trailing swipe actions are empty or performsFirstActionWithFullSwipe is false)")
            }
            XCTAssertEqual(controller.performed, [])
        }
    }

    func testContextualActionsHaveUIKitsColours() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        XCTAssertEqual(delete.backgroundColor, .systemRed)
        XCTAssertEqual(UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor, .systemGray)
        delete.backgroundColor = .systemOrange
        XCTAssertEqual(delete.backgroundColor, .systemOrange)
        delete.backgroundColor = nil
        XCTAssertEqual(delete.backgroundColor, .systemRed, "nil resets the colour, as UIKit's null_resettable")
    }

    func testTheScreenIsAPhoneOfTheWindowsSize() {
        XCTAssertEqual(UIScreen.main.bounds, _Window.screenBounds)
        XCTAssertEqual(UIScreen.main.nativeBounds.width, _Window.screenBounds.width * UIScreen.main.scale)
    }

    func testPresentationControllersAreThereForTheirStylesOnly() {
        MainActor.assumeIsolated { () -> Void in
            let controller = UIViewController()
            controller.modalPresentationStyle = .fullScreen
            XCTAssertNil(controller.sheetPresentationController)
            XCTAssertNil(controller.popoverPresentationController)
            controller.modalPresentationStyle = .pageSheet
            controller.sheetPresentationController?.detents = [.medium(), .large()]
            XCTAssertEqual(controller.sheetPresentationController?.detents.map(\.identifier), [.medium, .large],
                           "a page sheet's sheet presentation controller keeps its detents")
            controller.modalPresentationStyle = .popover
            XCTAssertNotNil(controller.popoverPresentationController)
            XCTAssertNil(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).popoverPresentationController,
                         "an action sheet is no popover on a phone")
        }
    }

    func testKeptSettings() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(UIColor(named: "Brand")?.name, "Brand", "UIColor(named:) is failable, as UIKit's, and finds every name")
            let title = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red])
            let label = UILabel()
            label.attributedText = title
            XCTAssertEqual(label.text, "Hi")
            XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
            let stack = UIStackView()
            let first = UIView()
            stack.addArrangedSubview(first)
            XCTAssertEqual(stack.customSpacing(after: first), UIStackView.spacingUseDefault)
            stack.setCustomSpacing(24, after: first)
            XCTAssertEqual(stack.customSpacing(after: first), 24)
            let scrollView = UIScrollView()
            scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            XCTAssertEqual(scrollView.horizontalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            XCTAssertTrue(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
            XCTAssertFalse(scrollView.contentLayoutGuide === scrollView.frameLayoutGuide)
            let button = UIButton()
            XCTAssertTrue(button.isAccessibilityElement)
            XCTAssertFalse(UIView().isAccessibilityElement)
            button.accessibilityLabel = "Save"
            XCTAssertEqual(button.accessibilityLabel, "Save")
            XCTAssertNil(button.accessibilityHint)
        }
    }
}
