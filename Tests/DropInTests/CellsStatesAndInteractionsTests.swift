import Foundation
import RxSwift
@testable import UIKit
import XCTest

/// A custom layout as iOS code writes one: it caches attributes in `prepare()`.
private final class StackedLayout: UICollectionViewLayout {
    private(set) var calls: [String] = []
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func invalidateLayout() {
        calls.append("invalidate")
        cache = []
        super.invalidateLayout()
    }

    override func prepare() {
        calls.append("prepare")
        guard let collectionView, cache.isEmpty else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 44, width: 320, height: 44)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        calls.append("contentSize")
        return CGSize(width: 320, height: CGFloat(cache.count) * 44)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        calls.append("elements \(Int(rect.height))")
        return cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

private final class ItemsSource: NSObject, UICollectionViewDataSource {
    var items = ["a", "b", "c"]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.backgroundConfiguration = .listPlainCell()
        return cell
    }
}

/// An empty list's controller, as iOS 17 code shows one.
private final class EmptyInboxViewController: UIViewController {
    var messages: [String] = [] {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard messages.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIImage(systemName: "tray")
        empty.text = "No Messages"
        empty.secondaryText = "New mail shows here."
        contentUnavailableConfiguration = empty
    }
}

final class CellsStatesAndInteractionsTests: XCTestCase {
    func testACustomLayoutIsPreparedAndAskedOnEachReloadAsUIKitAsks() {
        MainActor.assumeIsolated { () -> Void in
            let layout = StackedLayout()
            let source = ItemsSource()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            XCTAssertTrue(layout.collectionView === collection)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collection.dataSource = source
            collection.reloadData()
            XCTAssertEqual(layout.calls, ["invalidate", "prepare", "contentSize", "elements 132"])
            XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY, 88)
            source.items.append("d")
            collection.reloadData()
            XCTAssertEqual(layout.calls.suffix(4), ["invalidate", "prepare", "contentSize", "elements 176"])
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 4, "items still show one a row")
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.backgroundConfiguration?.backgroundColor,
                           .systemBackground)
        }
    }

    func testAContentUnavailableConfigurationShowsItsTextsInTheScreen() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = EmptyInboxViewController()
            let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
            window.setRoot(controller)
            controller.messages = []
            let shown = controller._elements.compactMap { $0 as? UILabel }.map { "\($0.id): \($0.text ?? "")" }
            XCTAssertEqual(shown, ["unavailableText: No Messages", "unavailableSecondaryText: New mail shows here."])
            XCTAssertEqual((controller.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text, "No Messages")
            controller.messages = ["Hello"]
            XCTAssertNil(controller.contentUnavailableConfiguration)
            XCTAssertTrue(controller._elements.compactMap { $0 as? UILabel }.isEmpty, "the empty state is gone")
            controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
            XCTAssertEqual(controller._elements.compactMap { $0 as? UIActivityIndicatorView }.first?.isAnimating, true)
        }
    }

    func testASectionSnapshotsVisibleItemsAreTheSectionsRows() {
        MainActor.assumeIsolated { () -> Void in
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Fruit", "Veg"])
            outline.append(["Apple", "Pear"], to: "Fruit")
            outline.append(["Leek"], to: "Veg")
            XCTAssertEqual(outline.visibleItems, ["Fruit", "Veg"], "children of collapsed parents are hidden")
            outline.expand(["Fruit"])
            XCTAssertEqual(outline.visibleItems, ["Fruit", "Apple", "Pear", "Veg"])
            XCTAssertEqual(outline.level(of: "Pear"), 1)
            XCTAssertEqual(outline.parent(of: "Leek"), "Veg")
            XCTAssertEqual(outline.snapshot(of: "Fruit").items, ["Apple", "Pear"])
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: 0), ["Fruit", "Apple", "Pear", "Veg"])
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 4)
            XCTAssertEqual(dataSource.snapshot(for: 0).items, outline.items)
            outline.delete(["Fruit"])
            XCTAssertEqual(outline.items, ["Veg", "Leek"], "deleting a parent deletes its children")
        }
    }

    func testASectionSnapshotNeverMakesAnItemItsOwnAncestor() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["x"], to: "x")
        outline.append(["a"])
        outline.append(["b"], to: "a")
        outline.append(["a"], to: "b")
        outline.append(["c", "c"], to: "missing")
        XCTAssertEqual(outline.items, ["x", "a", "b", "c"], "a parent not in the snapshot makes roots; an item is there once")
        XCTAssertNil(outline.parent(of: "x"), "an item is never its own parent")
        XCTAssertNil(outline.parent(of: "a"), "an item already there is not moved under its own child")
        XCTAssertEqual(outline.parent(of: "b"), "a")
        XCTAssertNil(outline.parent(of: "c"))
        XCTAssertEqual(outline.visualDescription(), "x\na\n  b\nc")
    }

    func testBarButtonItemGroupsItemsAreTheScreensBarItems() {
        MainActor.assumeIsolated { () -> Void in
            let controller = UIViewController()
            let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            controller.navigationItem.trailingItemGroups = [.fixedGroup(items: [share]), edit.creatingFixedGroup()]
            XCTAssertEqual(controller.navigationItem.rightBarButtonItems, [share, edit])
            XCTAssertTrue(controller._elements.contains { $0 === edit })
        }
    }

    func testInteractionsAndBehavioursAreKeptAndNotRun() {
        MainActor.assumeIsolated { () -> Void in
            final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
                func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                            configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
            }
            let view = UIView()
            let delegate = MenuDelegate()
            let menu = UIContextMenuInteraction(delegate: delegate)
            view.addInteraction(menu)
            view.addInteraction(UIToolTipInteraction(defaultToolTip: "Tip"))
            XCTAssertTrue(menu.view === view)
            XCTAssertEqual(view.interactions.count, 2)
            view.removeInteraction(menu)
            XCTAssertNil(menu.view)
            XCTAssertEqual(view.interactions.count, 1)
            let animator = UIDynamicAnimator(referenceView: view)
            let gravity = UIGravityBehavior(items: [view])
            animator.addBehavior(gravity)
            XCTAssertTrue(gravity.dynamicAnimator === animator)
            XCTAssertFalse(animator.isRunning, "physics is not simulated")
            XCTAssertFalse(UIPrintInteractionController.shared === UIPrintInteractionController.shared,
                           "no controller shared across sessions")
            let checker = UITextChecker()
            XCTAssertEqual(checker.rangeOfMisspelledWord(in: "teh", range: NSRange(location: 0, length: 3), startingAt: 0,
                                                         wrap: false, language: "en").location, NSNotFound)
        }
    }
}
