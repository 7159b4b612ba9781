import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A child shown inside its parent's view, as a container adds one.
private final class BadgeViewController: UIViewController {
    let badge = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.text = "3 new"
        view.addSubview(badge)
    }
}

/// A view controller written as iOS code writes one: no `elements`, controls made in
/// `viewDidLoad` and added with `view.addSubview`, some inside a container view.
private final class ProfileViewController: UIViewController {
    private let disposeBag = DisposeBag()
    let nameField = UITextField()
    let saveButton = UIButton(type: .system)
    let addButton = UIBarButtonItem(barButtonSystemItem: .add)
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var saves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        navigationItem.rightBarButtonItem = addButton
        saveButton.setTitle("Save", for: .normal)
        let form = UIStackView(arrangedSubviews: [saveButton])
        form.axis = .vertical
        form.insertArrangedSubview(nameField, at: 0)
        let container = UIView()
        container.addSubview(form)
        view.addSubview(container)
        let labelled = UILabel()
        labelled.accessibilityIdentifier = "greeting"
        labelled.text = "Hello"
        view.addSubview(labelled)
        let unnamed = UILabel()
        unnamed.text = "no name"
        view.addSubview(unnamed)
        let badge = BadgeViewController()
        addChild(badge)
        view.addSubview(badge.view)
        badge.didMove(toParent: self)
        view.addSubview(tableView)
        Observable.just(["a", "b"]).bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, item, cell in
            cell.textLabel?.text = item
        }.disposed(by: disposeBag)
        saveButton.rx.tap.subscribe(onNext: { [unowned self] in saves += 1 }).disposed(by: disposeBag)
    }
}

final class ViewHierarchyElementsTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))

    func testAPlainViewControllerShowsWhatItsViewHoldsNamedAsItsCodeNamesThem() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let profile = ProfileViewController()
            window.setRoot(profile)
            let top = try XCTUnwrap(window.snapshot().top)
            XCTAssertEqual(top.elements.map(\.id), ["addButton", "nameField", "saveButton", "greeting", "label1", "badge", "tableView"])
            XCTAssertEqual(top.element("badge")?.value(of: "text"), .string("3 new"))
            XCTAssertEqual(top.element("tableView")?.rows.count, 2, "a table's cells are its rows, not elements")
            XCTAssertEqual(top.title, "Profile")
            try window.tap("saveButton")
            XCTAssertEqual(profile.saves, 1)
            try window.type("Ada", into: "nameField")
            XCTAssertTrue(profile.nameField.isFirstResponder)
            profile.view.endEditing(true)
            XCTAssertFalse(profile.nameField.isFirstResponder)
        }
    }

    func testAControlSetAsTheViewIsShown() {
        MainActor.assumeIsolated { () -> Void in
            final class ListViewController: UIViewController {
                let tableView = UITableView(frame: .zero, style: .plain)
                override func loadView() { view = tableView }
            }
            window.setRoot(ListViewController())
            XCTAssertEqual(window.snapshot().top?.elements.map(\.id), ["tableView"])
        }
    }

    func testAControllerThatListsItsElementsKeepsItsList() {
        MainActor.assumeIsolated { () -> Void in
            final class Listed: ViewController {
                let shown = UILabel(id: "shown", text: "yes")
                override var elements: [any ViewElement] { [shown] }
                override func viewDidLoad() { view.addSubview(UILabel(id: "other", text: "no")) }
            }
            window.setRoot(Listed())
            XCTAssertEqual(window.snapshot().top?.elements.map(\.id), ["shown"])
        }
    }
}
