import Foundation
import RxSwift
@testable import UIKit
import XCTest

/// A table controller subclass with no initializer of its own, made as `X()`.
private final class NotesTableViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Note \(indexPath.row)"
        return cell
    }
}

/// Old code's row actions (`editActionsForRowAt`), without swipe actions.
private final class ArchiveTableViewController: UITableViewController {
    var performed: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        performed.append("commit \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let archive = UITableViewRowAction(style: .normal, title: "Archive") { [unowned self] action, indexPath in
            performed.append("\(action.title ?? "") \(indexPath.row)")
        }
        archive.backgroundColor = .systemBlue
        return [archive, UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }]
    }
}

final class ControllerInitAndRowActionTests: XCTestCase, @unchecked Sendable {
    @MainActor private func window(showing controller: UIViewController) -> _Window {
        let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
        window.setRoot(controller)
        return window
    }

    func testTheCommonControllersUIKitMakesWithNoArgumentsAreMadeSoHere() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableViewController()
            XCTAssertTrue(table.tableView.dataSource === table, "a plain table, its controller its data source")
            XCTAssertTrue(table.view === table.tableView)
            XCTAssertEqual(table.tableView.style, .plain)
            let collection = UICollectionViewController()
            XCTAssertTrue(collection.collectionView.delegate === collection)
            XCTAssertTrue(collection.collectionViewLayout is UICollectionViewFlowLayout, "a flow layout, not UIKit's crash")
            let controllers: [UIViewController] = [
                UIViewController(), UINavigationController(), UITabBarController(), UISplitViewController(),
                UISearchController(), UIAlertController(), UIImagePickerController(), UIColorPickerViewController(),
                UIFontPickerViewController(), table, collection,
            ]
            XCTAssertEqual(controllers.map(\._name), ["screen", "screen", "screen", "screen", "search", "screen",
                                                      "screen", "colorPicker", "fontPicker", "screen", "screen"])
        }
    }

    func testASubclassMadeWithNoArgumentsShowsItsRows() {
        MainActor.assumeIsolated { () -> Void in
            let controller = NotesTableViewController()
            XCTAssertEqual(controller._name, "notesTable")
            _ = window(showing: controller)
            XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Note 1")
        }
    }

    func testDeletingARowPerformsTheFirstRowActionWhenThereAreNoSwipeActions() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = ArchiveTableViewController(style: .plain)
            try window(showing: controller).deleteRow(2)
            XCTAssertEqual(controller.performed, ["Archive 2"], "the first row action's handler, and no commit")
            let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }
            XCTAssertEqual(delete.style, .default, "destructive is UIKit's default style")
        }
    }

    func testTheFontPickerIsAScreenWhoseCancelTellsItsDelegate() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            final class Delegate: UIFontPickerViewControllerDelegate {
                var cancelled = 0
                func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) { cancelled += 1 }
            }
            let home = UIViewController()
            let window = window(showing: home)
            let picker = UIFontPickerViewController(configuration: .init())
            let delegate = Delegate()
            picker.delegate = delegate
            home.present(picker, animated: true)
            XCTAssertEqual(picker.title, "Fonts")
            try window.tap("cancel")
            XCTAssertEqual(delegate.cancelled, 1)
            XCTAssertTrue(window.presentedControllers.isEmpty, "it dismissed itself")
        }
    }

    func testAPopoversDelegateIsAPopoverDelegateAndAnAdaptiveOne() {
        MainActor.assumeIsolated { () -> Void in
            final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {
                func adaptivePresentationStyle(for controller: UIPresentationController,
                                               traitCollection: UITraitCollection) -> UIModalPresentationStyle {
                    .none
                }
            }
            let options = UIViewController()
            options.modalPresentationStyle = .popover
            let delegate = Delegate()
            options.popoverPresentationController?.delegate = delegate
            guard let popover = options.popoverPresentationController else { return XCTFail("a popover has one") }
            XCTAssertTrue(popover.delegate === delegate)
            XCTAssertTrue(delegate.popoverPresentationControllerShouldDismissPopover(popover), "UIKit's default")
            XCTAssertEqual(delegate.adaptivePresentationStyle(for: popover), .none)
        }
    }

    func testANibIsKeptButGivesNoObjects() {
        let nib = UINib(nibName: "PostCell", bundle: nil)
        XCTAssertTrue(nib.instantiate(withOwner: nil).isEmpty)
        XCTAssertEqual(nib.cannotLoad(registering: "post", as: "register(Cell.self, forCellReuseIdentifier:)"),
                       "nib \"PostCell\" for \"post\" cannot be loaded: rxs has no nib files; register the cell's "
                       + "class instead (register(Cell.self, forCellReuseIdentifier:)) and make its views in code")
    }
}
