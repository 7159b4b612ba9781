import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// Menus and page view controllers as iOS code uses them: what code sets is kept, and the
/// behaviour a person's pick or swipe would have (see ShellTests' MenuCommandTests for flows).
final class MenusAndPagesTests: XCTestCase {
    func testAMenuKeepsWhatCodeGives() {
        MainActor.assumeIsolated { () -> Void in
            let date = UIAction(title: "Date", state: .on) { _ in }
            let group = UIMenu(title: "", options: [.displayInline, .singleSelection], children: [
                UIAction(title: "Title") { _ in }, date,
            ])
            let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), children: [group])
            XCTAssertEqual(menu.title, "Sort")
            XCTAssertEqual(menu.identifier.rawValue, "sort")
            XCTAssertEqual(menu.children.count, 1)
            XCTAssertEqual(menu.selectedElements, [date], "the on items of inline groups")
            let replaced = menu.replacingChildren([date])
            XCTAssertEqual(replaced.title, "Sort")
            XCTAssertEqual(replaced.identifier, menu.identifier)
            XCTAssertEqual(replaced.children, [date])
            XCTAssertEqual(menu.children.count, 1, "the original keeps its children")
        }
    }

    func testAHiddenItemOfAnInlineGroupIsRefusedAsHidden() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let menu = UIMenu(children: [UIMenu(options: .displayInline, children: [
                UIAction(title: "Secret", attributes: .hidden) { _ in },
            ])])
            XCTAssertEqual(menu.shownTitles, [])
            XCTAssertThrowsError(try menu.pick(["Secret"], name: "the menu of b", action: "menu", id: "b", sender: nil)) {
                XCTAssertEqual(($0 as? _UserInputError)?.description, "menu b: the menu item \"Secret\" is hidden")
            }
        }
    }

    func testADeferredElementIsAskedWhenTheMenuOpensAndCachedUnlessUncached() {
        MainActor.assumeIsolated { () -> Void in
            var asked = 0
            let cached = UIDeferredMenuElement { completion in
                asked += 1
                completion([UIAction(title: "Late") { _ in }])
            }
            let menu = UIMenu(children: [cached])
            XCTAssertEqual(asked, 0, "not asked before the menu opens")
            XCTAssertEqual(menu.shownTitles, ["Late"])
            XCTAssertEqual(menu.shownTitles, ["Late"])
            XCTAssertEqual(asked, 1)
            let uncached = UIDeferredMenuElement.uncached { completion in
                asked += 1
                completion([])
            }
            let other = UIMenu(children: [uncached])
            _ = other.shownTitles
            _ = other.shownTitles
            XCTAssertEqual(asked, 3)
            let never = UIMenu(children: [UIDeferredMenuElement { _ in }])
            XCTAssertEqual(never.shownTitles, [], "nothing until the provider calls back")
        }
    }

    func testABarButtonItemsPrimaryActionGivesItsTitle() {
        MainActor.assumeIsolated { () -> Void in
            let item = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in })
            XCTAssertEqual(item.title, "Add")
            let menu = UIMenu(children: [])
            let withMenu = UIBarButtonItem(title: "More", menu: menu)
            XCTAssertTrue(withMenu.menu === menu)
            XCTAssertNil(withMenu.primaryAction)
            let system = UIBarButtonItem(systemItem: .add, menu: menu)
            XCTAssertEqual(system.title, "Add")
            XCTAssertTrue(system.menu === menu)
        }
    }

    func testAButtonsMenuIsKept() {
        MainActor.assumeIsolated { () -> Void in
            let button = UIButton(type: .system)
            XCTAssertFalse(button.showsMenuAsPrimaryAction)
            XCTAssertFalse(button.isContextMenuInteractionEnabled)
            let menu = UIMenu(children: [UIAction(title: "One") { _ in }])
            button.menu = menu
            button.showsMenuAsPrimaryAction = true
            XCTAssertTrue(button.menu === menu)
            XCTAssertTrue(button.isContextMenuInteractionEnabled, "as UIKit's: a menu turns the interaction on")
        }
    }

    func testAContextMenuConfigurationKeepsItsIdentifierAndMakesItsMenuWhenAsked() {
        MainActor.assumeIsolated { () -> Void in
            var made = 0
            let given = UIContextMenuConfiguration(identifier: NSString(string: "row-2"), previewProvider: nil) { suggested in
                made += 1
                return UIMenu(children: suggested)
            }
            XCTAssertEqual(given.identifier as? NSString, "row-2")
            XCTAssertEqual(made, 0)
            XCTAssertNotNil(given.menu())
            XCTAssertEqual(made, 1)
            let plain = UIContextMenuConfiguration()
            XCTAssertNil(plain.menu())
            XCTAssertFalse((plain.identifier as? NSString)?.isEqual(UIContextMenuConfiguration().identifier) ?? true,
                           "each configuration's own identifier")
        }
    }

    func testACollectionDelegatesSingleItemAnswerIsItsMultiItemOne() {
        MainActor.assumeIsolated { () -> Void in
            final class Delegate: NSObject, UICollectionViewDelegate {
                func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                    point: CGPoint) -> UIContextMenuConfiguration? {
                    UIContextMenuConfiguration(identifier: NSString(string: "item-\(indexPath.item)"))
                }
            }
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let delegate = Delegate()
            let one = delegate.collectionView(collection, contextMenuConfigurationForItemsAt: [IndexPath(item: 3, section: 0)],
                                              point: .zero)
            XCTAssertEqual(one?.identifier as? NSString, "item-3")
            XCTAssertNil(delegate.collectionView(collection, contextMenuConfigurationForItemsAt: [], point: .zero))
        }
    }

    func testSetViewControllersShowsThePageAsAChild() {
        MainActor.assumeIsolated { () -> Void in
            let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                             options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
            XCTAssertEqual(pages.transitionStyle, .pageCurl)
            XCTAssertEqual(pages.navigationOrientation, .vertical)
            XCTAssertNil(pages.viewControllers)
            let first = UIViewController()
            let second = UIViewController()
            var completed: [Bool] = []
            pages.setViewControllers([first], direction: .forward, animated: true) { completed.append($0) }
            XCTAssertEqual(pages.viewControllers, [first])
            XCTAssertEqual(pages.children, [first])
            XCTAssertTrue(first.view.superview === pages.view)
            pages.setViewControllers([second], direction: .reverse, animated: false)
            XCTAssertEqual(pages.children, [second], "the page left is no child")
            XCTAssertNil(first.view.superview)
            XCTAssertEqual(completed, [true])
        }
    }
}
