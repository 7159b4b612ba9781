import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A card the containment proxies look inside.
private final class AppearanceTestCardView: UIView {}

/// An app's label subclass with its own designated initializer and the usual coder one.
private final class AppearanceTestBadgeLabel: UILabel {
    init(badge: String) {
        super.init(frame: .zero)
        text = badge
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Only the outside-a-session test sets its proxy: the process-wide registry other tests see.
private final class AppearanceTestOutsideLabel: UILabel {}

/// A screen with a plain label, a label it colours itself, one inside a card, and a button.
private final class AppearanceTestViewController: UIViewController {
    let plainLabel = UILabel()
    let ownColorLabel = UILabel()
    let cardLabel = UILabel()
    let card = AppearanceTestCardView()
    let doneButton = UIButton(type: .system)
    let badge = AppearanceTestBadgeLabel(badge: "3")

    override func viewDidLoad() {
        super.viewDidLoad()
        plainLabel.text = "Plain"
        ownColorLabel.text = "Own"
        ownColorLabel.textColor = .systemGreen
        cardLabel.text = "Card"
        doneButton.setTitle("Done", for: .normal)
        card.addSubview(cardLabel)
        for view in [plainLabel, ownColorLabel, card, doneButton, badge] { self.view.addSubview(view) }
    }
}

/// A table controller whose view is its table: its cells are inside it.
private final class AppearanceTestListController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

final class AppearanceProxyTests: XCTestCase {
    /// A session as rxs makes one: a window, and a context whose application is the window's.
    @MainActor private struct TestSession {
        let window = Window(environment: Environment(mainScheduler: VirtualTimeScheduler()))
        let context: SessionContext

        @MainActor init() {
            context = SessionContext(scheduler: window.environment.mainScheduler,
                                     extensions: [UIApplication.sessionKey: window.application], write: { _ in })
        }

        func run<Value>(_ body: () -> Value) -> Value {
            context.run(body)
        }

        @MainActor func shown(_ id: String, _ property: String) -> _SnapshotValue? {
            run { window.snapshot().top?.element(id)?.value(of: property) }
        }
    }

    func testAProxysTextColorShowsInTheSnapshotAndAnExplicitSettingWins() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestSession()
            session.run {
                UILabel.appearance().textColor = .systemRed
                session.window.setRoot(AppearanceTestViewController())
            }
            XCTAssertEqual(session.shown("plainLabel", "textColor"), .string("systemRed"))
            XCTAssertEqual(session.shown("ownColorLabel", "textColor"), .string("systemGreen"), "set by the view: kept")
        }
    }

    func testAButtonsTitleColorFromItsProxyShowsAndASubclassTakesItsSuperclasssProxy() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = TestSession()
            let screen = AppearanceTestViewController()
            session.run {
                UIButton.appearance().setTitleColor(.systemPurple, for: .normal)
                UIButton.appearance().setTitleColor(.systemGray, for: .disabled)
                UILabel.appearance().textColor = .systemRed
                AppearanceTestBadgeLabel.appearance().textColor = .systemYellow
                session.window.setRoot(screen)
            }
            XCTAssertEqual(session.shown("doneButton", "titleColor"), .string("systemPurple"))
            XCTAssertEqual(screen.doneButton.titleColor(for: .disabled), .systemGray)
            XCTAssertEqual(session.shown("badge", "textColor"), .string("systemYellow"), "its own class's proxy first")
        }
    }

    func testAContainmentProxyAppliesOnlyInsideItsContainer() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestSession()
            let screen = AppearanceTestViewController()
            session.run {
                UILabel.appearance(whenContainedInInstancesOf: [AppearanceTestCardView.self]).textColor = .systemOrange
                UILabel.appearance(whenContainedInInstancesOf: [UITabBarController.self]).font = .systemFont(ofSize: 30)
                session.window.setRoot(screen)
            }
            XCTAssertEqual(session.shown("cardLabel", "textColor"), .string("systemOrange"))
            XCTAssertNil(screen.plainLabel.extras?.textColor, "not in a card")
            XCTAssertNil(screen.plainLabel.extras?.font, "not in a tab bar controller")
            let other = AppearanceTestViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [other]
            session.run { session.window.setRoot(tabs) }
            XCTAssertEqual(other.plainLabel.font.pointSize, 30, "its screen is inside one")
            XCTAssertNil(other.plainLabel.extras?.textColor)
        }
    }

    /// UIKit's list is innermost first: a label in a card, the card in a tab bar controller.
    func testAContainmentListIsAPathFromTheInsideOut() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestSession()
            let alone = AppearanceTestViewController(), stacked = AppearanceTestViewController()
            session.run {
                UILabel.appearance(whenContainedInInstancesOf: [AppearanceTestCardView.self, UITabBarController.self])
                    .textColor = .systemTeal
                session.window.setRoot(alone)
            }
            XCTAssertNil(alone.cardLabel.extras?.textColor)
            let tabs = UITabBarController()
            tabs.viewControllers = [stacked]
            session.run { session.window.setRoot(tabs) }
            XCTAssertEqual(stacked.cardLabel.textColor, .systemTeal)
            XCTAssertNil(stacked.plainLabel.extras?.textColor)
        }
    }

    func testAViewMadeBeforeTheProxyTakesItWhenItJoinsTheScreenAndOneAddedLaterToo() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestSession()
            let screen = AppearanceTestViewController()
            screen.loadViewIfNeeded()
            session.run {
                UILabel.appearance().backgroundColor = .systemIndigo
                XCTAssertNil(screen.plainLabel.extras?.backgroundColor, "not on the screen yet")
                session.window.setRoot(screen)
            }
            XCTAssertEqual(session.shown("plainLabel", "backgroundColor"), .string("systemIndigo"))
            let late = UILabel()
            let offScreen = UILabel()
            session.run {
                screen.view.addSubview(late)
                UIView().addSubview(offScreen)
            }
            XCTAssertEqual(late.backgroundColor, .systemIndigo, "added to a screen that shows")
            XCTAssertNil(offScreen.backgroundColor, "added to a view on no screen")
        }
    }

    func testTwoSessionsSideBySideDoNotSeeEachOthersProxies() {
        MainActor.assumeIsolated { () -> Void in
            let one = TestSession(), other = TestSession()
            let first = AppearanceTestViewController(), second = AppearanceTestViewController()
            one.run { UILabel.appearance().textColor = .systemRed }
            XCTAssertFalse(one.run { UILabel.appearance() } === other.run { UILabel.appearance() })
            XCTAssertNil(other.run { UILabel.appearance().extras?.textColor })
            one.run { one.window.setRoot(first) }
            other.run { other.window.setRoot(second) }
            XCTAssertEqual(one.shown("plainLabel", "textColor"), .string("systemRed"))
            XCTAssertNil(second.plainLabel.extras?.textColor)
        }
    }

    func testTheSameProxyIsReturnedForTheSameClassContainersAndTraits() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestSession()
            session.run {
                XCTAssertTrue(UILabel.appearance() === UILabel.appearance())
                XCTAssertTrue(type(of: UILabel.appearance()) == UILabel.self)
                XCTAssertFalse(UILabel.appearance() === AppearanceTestBadgeLabel.appearance())
                let inCard = UILabel.appearance(whenContainedInInstancesOf: [AppearanceTestCardView.self])
                XCTAssertTrue(inCard === UILabel.appearance(whenContainedInInstancesOf: [AppearanceTestCardView.self]))
                XCTAssertFalse(inCard === UILabel.appearance())
                let dark = UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark))
                XCTAssertTrue(dark === UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)))
                XCTAssertFalse(dark === UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .light)))
            }
        }
    }

    /// The screen is light: a dark proxy is kept and not applied, a light one is.
    func testATraitProxyAppliesWhenTheScreenHasItsTraits() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestSession()
            let screen = AppearanceTestViewController()
            session.run {
                UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
                UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .light)).backgroundColor = .systemGray
                session.window.setRoot(screen)
            }
            XCTAssertNil(screen.plainLabel.extras?.textColor)
            XCTAssertEqual(screen.plainLabel.backgroundColor, .systemGray)
        }
    }

    func testBarsAndBarItemsTakeTheirProxiesWhenTheirControllerAppears() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestSession()
            let screen = AppearanceTestViewController()
            let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            screen.navigationItem.rightBarButtonItem = share
            let navigation = UINavigationController(rootViewController: screen)
            let look = UINavigationBarAppearance()
            session.run {
                UINavigationBar.appearance().barTintColor = .systemBlue
                UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
                UINavigationBar.appearance().standardAppearance = look
                UINavigationBar.appearance().isTranslucent = false
                UIBarButtonItem.appearance().tintColor = .white
                UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
                UITableView.appearance().separatorStyle = .none
                UISwitch.appearance().onTintColor = .green
                session.window.setRoot(navigation)
            }
            XCTAssertEqual(navigation.navigationBar.barTintColor, .systemBlue)
            XCTAssertEqual(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor, .white)
            XCTAssertTrue(navigation.navigationBar.standardAppearance === look)
            XCTAssertFalse(navigation.navigationBar.isTranslucent)
            XCTAssertEqual(share.tintColor, .white)
            XCTAssertEqual((share.titleTextAttributes(for: .normal)?[.font] as? UIFont)?.pointSize, 15)
            let table = UITableView(), toggle = UISwitch()
            session.run {
                screen.view.addSubview(table)
                screen.view.addSubview(toggle)
            }
            XCTAssertEqual(table.separatorStyle, .none)
            XCTAssertEqual(toggle.onTintColor, .green)
        }
    }

    /// A proxy limited to cells reaches the labels of the cells a table makes.
    func testACellContainmentProxyReachesATablesCells() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = TestSession()
            let table = UITableView(id: "list")
            let bag = DisposeBag()
            let screen = AppearanceTestViewController()
            session.run {
                UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .darkGray
                screen.loadViewIfNeeded()
                screen.view.addSubview(table)
                session.window.setRoot(screen)
                Observable.just(["One", "Two"]).bind(to: table.rx.items) { _, _, title in
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = title
                    return cell
                }.disposed(by: bag)
            }
            let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            XCTAssertEqual(cell.textLabel?.textColor, .darkGray)
            XCTAssertNil(screen.plainLabel.extras?.textColor, "not in a cell")
        }
    }

    /// A table controller's view is its table: the cells it makes are inside the controller.
    func testATableControllersCellsAreInsideIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = TestSession()
            let list = AppearanceTestListController(style: .plain)
            session.run {
                UILabel.appearance(whenContainedInInstancesOf: [AppearanceTestListController.self]).textColor = .systemBrown
                session.window.setRoot(list)
                list.tableView.reloadData()
            }
            let cell = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            XCTAssertEqual(cell.textLabel?.textColor, .systemBrown)
        }
    }

    /// Outside any session (a plain program, an XCTest) the proxies are the process's.
    func testOutsideASessionTheProxyIsTheProcesssAndApplies() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertNil(SessionContext.current)
            let proxy = AppearanceTestOutsideLabel.appearance()
            XCTAssertTrue(proxy === AppearanceTestOutsideLabel.appearance())
            proxy.textColor = .systemPink
            let screen = UIViewController()
            let label = AppearanceTestOutsideLabel()
            screen.view.addSubview(label)
            screen.beginAppearanceTransition(true, animated: false)
            screen.endAppearanceTransition()
            XCTAssertEqual(label.textColor, .systemPink)
            XCTAssertNil(UILabel().extras?.textColor)
        }
    }

    /// The coder initializer still fails for any coder but the proxy's.
    func testViewsAreStillNotDecodedFromOtherCoders() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertNil(UILabel(coder: NSCoder()))
            XCTAssertNil(UITableViewCell(coder: NSCoder()))
            XCTAssertNil(UIView(coder: NSCoder()))
        }
    }
}
