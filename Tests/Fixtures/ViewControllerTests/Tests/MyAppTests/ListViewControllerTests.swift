import RxCocoa
import RxSwift
import UIKit
import XCTest
@testable import MyApp

final class ListViewControllerTests: XCTestCase {
    func testTableShowsRows() {
        let vc = ListViewController()
        vc.loadViewIfNeeded()
        XCTAssertEqual(vc.tableView.numberOfRows(inSection: 0), 0)
        vc.viewModel.items.accept(["a", "b"])
        XCTAssertEqual(vc.tableView.numberOfRows(inSection: 0), 2)
        let cell = vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell?.textLabel?.text, "a")
        XCTAssertEqual(cell?.accessoryType, .disclosureIndicator)
        let dataSourceCell = vc.tableView.dataSource?.tableView(vc.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        XCTAssertEqual(dataSourceCell?.textLabel?.text, "b")
    }

    func testSelectingARowPushesTheDetail() {
        let vc = ListViewController()
        let nav = UINavigationController(rootViewController: vc)
        vc.loadViewIfNeeded()
        vc.viewModel.items.accept(["a", "b"])
        vc.tableView.delegate?.tableView?(vc.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        let detail = nav.topViewController as? DetailViewController
        XCTAssertEqual(detail?.item, "b")
        XCTAssertEqual(nav.viewControllers.count, 2)
    }

    func testSelectRowSelectsWithoutCallingTheDelegate() {
        let vc = ListViewController()
        let nav = UINavigationController(rootViewController: vc)
        vc.loadViewIfNeeded()
        vc.viewModel.items.accept(["a", "b"])
        vc.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(vc.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        XCTAssertTrue(nav.topViewController === vc, "selectRow(at:) does not call the delegate, as in UIKit")
    }

    func testAppearanceTransitionCallsTheAppearanceMethods() {
        let detail = DetailViewController(item: "pear")
        detail.loadViewIfNeeded()
        XCTAssertNil(detail.nameLabel.text)
        detail.beginAppearanceTransition(true, animated: false)
        XCTAssertEqual(detail.nameLabel.text, "PEAR")
        XCTAssertEqual(detail.timesShown, 0)
        detail.endAppearanceTransition()
        XCTAssertEqual(detail.timesShown, 1)
    }

    func testViewWillAppearCalledByHand() {
        let detail = DetailViewController(item: "fig")
        detail.loadViewIfNeeded()
        detail.viewWillAppear(false)
        detail.viewDidAppear(false)
        XCTAssertEqual(detail.nameLabel.text, "FIG")
        XCTAssertEqual(detail.timesShown, 1)
    }

    func testAWindowHostsTheNavigationStack() {
        let vc = ListViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: vc)
        window.makeKeyAndVisible()
        XCTAssertTrue(vc.isViewLoaded)
        XCTAssertEqual(vc.navigationController?.viewControllers.count, 1)
        XCTAssertEqual(vc.navigationItem.title ?? vc.title, "Items")
    }

    func testThePushedDetailAppearsInAVisibleWindow() {
        let vc = ListViewController()
        let nav = UINavigationController(rootViewController: vc)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        vc.viewModel.items.accept(["kiwi"])
        vc.tableView.delegate?.tableView?(vc.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        let detail = nav.topViewController as? DetailViewController
        XCTAssertEqual(detail?.nameLabel.text, "KIWI", "viewWillAppear ran")
        XCTAssertEqual(detail?.timesShown, 1, "viewDidAppear ran")
        XCTAssertNil(vc.tableView.indexPathForSelectedRow, "deselected by the itemSelected subscription")
    }
}
