import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A screen that puts items in its navigation controller's toolbar and in a toolbar of its own.
private final class BarsEditorViewController: UIViewController {
    private let disposeBag = DisposeBag()
    let trashItem = UIBarButtonItem(barButtonSystemItem: .trash)
    let ownToolbar = UIToolbar()
    private(set) var trashed = 0
    private(set) var shared = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor"
        toolbarItems = [.flexibleSpace(), trashItem, .fixedSpace(8)]
        trashItem.rx.tap.subscribe(onNext: { [unowned self] in trashed += 1 }).disposed(by: disposeBag)
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        share.accessibilityIdentifier = "share"
        share.rx.tap.subscribe(onNext: { [unowned self] in shared += 1 }).disposed(by: disposeBag)
        ownToolbar.setItems([.flexibleSpace(), share], animated: false)
        view.addSubview(ownToolbar)
    }
}

final class ToolbarsAndTabItemsTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))

    func testToolbarItemsShowAndTapOnlyWhileTheNavigationControllerShowsItsToolbar() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let editor = BarsEditorViewController()
            let navigation = UINavigationController(rootViewController: editor)
            window.setRoot(navigation)
            var ids = try XCTUnwrap(window.snapshot().top).elements.map(\.id)
            XCTAssertEqual(ids, ["share"], "a hidden toolbar (UIKit's default) shows no items")
            navigation.setToolbarHidden(false, animated: true)
            ids = try XCTUnwrap(window.snapshot().top).elements.map(\.id)
            XCTAssertEqual(ids, ["trashItem", "share"], "spaces are not listed")
            XCTAssertEqual(try XCTUnwrap(window.snapshot().top).element("trashItem")?.value(of: "title"), .string("Trash"))
            try window.tap("trashItem")
            XCTAssertEqual(editor.trashed, 1)
        }
    }

    func testAToolbarInTheViewShowsItsItemsButSpacesAndTapsThem() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let editor = BarsEditorViewController()
            window.setRoot(editor)
            XCTAssertEqual(editor.ownToolbar.subviews.count, 1, "the space is no subview")
            try window.tap("share")
            XCTAssertEqual(editor.shared, 1)
            editor.ownToolbar.items = []
            XCTAssertEqual(try XCTUnwrap(window.snapshot().top).elements.map(\.id), [])
        }
    }

    func testTabBarItemIsNeverNilAndTabsShowWhatTheyShowedBefore() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let first = UIViewController()
            first.title = "Inbox"
            XCTAssertEqual(first.tabBarItem.title, "Inbox", "made from the title on first read")
            first.tabBarItem.badgeValue = "3"
            first.tabBarItem.badgeColor = .systemRed
            XCTAssertTrue(first.tabBarItem === first.tabBarItem, "made once")
            let second = BarsEditorViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            window.setRoot(tabs)
            let bar = try XCTUnwrap(window.snapshot().top?.element("tabBar"))
            XCTAssertEqual(bar.value(of: "segments"), .string("Inbox|barsEditor"), "an unread item is still the screen's name")
            XCTAssertTrue(tabs.tabBar.items?.first === first.tabBarItem)
            XCTAssertEqual(tabs.tabBar.items?.first?.badgeValue, "3")
        }
    }

    /// `UIPasteboard.general` is the session's own: a copy in one session is not seen in another.
    func testThePasteboardIsEachSessionsOwn() {
        MainActor.assumeIsolated { () -> Void in
            @MainActor func session() -> SessionContext {
                let application = UIApplication(environment: Environment(mainScheduler: VirtualTimeScheduler()))
                return SessionContext(scheduler: scheduler, extensions: [UIApplication.sessionKey: application], write: { _ in })
            }
            let one = session(), other = session()
            one.run { UIPasteboard.general.string = "copied" }
            XCTAssertEqual(one.run { UIPasteboard.general.string }, "copied")
            XCTAssertEqual(one.run { UIPasteboard.general.hasStrings }, true)
            XCTAssertNil(other.run { UIPasteboard.general.string })
            XCTAssertEqual(other.run { UIPasteboard.general.changeCount }, 0)
            XCTAssertFalse(one.run { UIPasteboard.general } === other.run { UIPasteboard.general })
        }
    }
}
