import Foundation
import RxSwift
@testable import UIKit
import XCTest

/// What a test printed inside a session's scope (`log:` lines).
final class DiffablePrinted: @unchecked Sendable {
    var text = ""

    /// Runs `body` in a session's scope, collecting what it prints.
    func run<T>(_ body: () -> T) -> T {
        SessionContext(scheduler: MainScheduler.instance) { self.text += $0 }.run(body)
    }
}

/// `NSDiffableDataSourceSnapshot`'s operations and lookups, and what it says where UIKit stops the app.
final class DiffableSnapshotTests: XCTestCase {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func snapshot() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        return snapshot
    }

    func testAppendedSectionsAndItemsAreCountedAndLookedUp() {
        let snapshot = snapshot()
        XCTAssertEqual(snapshot.numberOfSections, 2)
        XCTAssertEqual(snapshot.numberOfItems, 3)
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b"])
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [3], "appendItems without a section appends to the last")
        XCTAssertEqual(snapshot.numberOfItems(inSection: "a"), 2)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 3), "b")
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: 9))
        XCTAssertEqual(snapshot.indexOfItem(3), 2, "an item's index counts the items of the sections before")
        XCTAssertEqual(snapshot.indexOfSection("b"), 1)
        XCTAssertNil(snapshot.indexOfSection("z"))
    }

    func testInsertMoveAndDeleteItems() {
        var snapshot = snapshot()
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)
        XCTAssertEqual(snapshot.itemIdentifiers, [0, 1, 2, 3, 4])
        snapshot.moveItem(0, afterItem: 3)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [1, 2])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [3, 0, 4], "an item moves across sections")
        snapshot.moveItem(4, beforeItem: 1)
        XCTAssertEqual(snapshot.itemIdentifiers, [4, 1, 2, 3, 0])
        snapshot.deleteItems([1, 3])
        XCTAssertEqual(snapshot.itemIdentifiers, [4, 2, 0])
        XCTAssertEqual(snapshot.numberOfItems, 3)
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0, "deleteAllItems deletes the sections too, as UIKit's")
        XCTAssertEqual(snapshot.numberOfItems, 0)
    }

    func testSectionOperationsCarryTheirItems() {
        var snapshot = snapshot()
        snapshot.insertSections(["first"], beforeSection: "a")
        snapshot.insertSections(["last"], afterSection: "b")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["first", "a", "b", "last"])
        snapshot.moveSection("b", beforeSection: "a")
        XCTAssertEqual(snapshot.itemIdentifiers, [3, 1, 2])
        snapshot.moveSection("first", afterSection: "last")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["b", "a", "last", "first"])
        snapshot.deleteSections(["a"])
        XCTAssertEqual(snapshot.itemIdentifiers, [3])
        XCTAssertNil(snapshot.indexOfItem(1), "a deleted section's items are gone")
        snapshot.appendItems([1], toSection: "b")
        XCTAssertEqual(snapshot.itemIdentifiers, [3, 1], "a deleted section's item can be appended again")
    }

    func testReloadAndReconfigureMarkTheItems() {
        var snapshot = snapshot()
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["a"])
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, [2])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, [3])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, ["a"])
    }

    func testDuplicatesAndMissingIdentifiersAreSkippedWithALogLine() {
        let printed = DiffablePrinted()
        var snapshot = snapshot()
        printed.run {
            snapshot.appendItems([2, 5])
            snapshot.appendSections(["a"])
            snapshot.appendItems([6], toSection: "z")
            snapshot.insertItems([7], beforeItem: 99)
            snapshot.deleteItems([42])
            snapshot.moveItem(1, afterItem: 99)
        }
        XCTAssertEqual(snapshot.itemIdentifiers, [1, 2, 3, 5], "only the new item is appended; nothing else changes")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b"])
        XCTAssertEqual(printed.text, """
            NSDiffableDataSourceSnapshot.appendItems(_:toSection:): item 2 is already in the snapshot; skipped (UIKit stops the app here)
            NSDiffableDataSourceSnapshot.appendSections(_:): section "a" is already in the snapshot; skipped (UIKit stops the app here)
            NSDiffableDataSourceSnapshot.appendItems(_:toSection:): no section "z"; skipped (UIKit stops the app here)
            NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:): no item 99; skipped (UIKit stops the app here)
            NSDiffableDataSourceSnapshot.deleteItems(_:): no item 42; skipped (UIKit stops the app here)
            NSDiffableDataSourceSnapshot.moveItem(_:afterItem:): no item 99; skipped (UIKit stops the app here)

            """)
    }

    func testItemsNeedASection() {
        let printed = DiffablePrinted()
        var snapshot = Snapshot()
        printed.run { snapshot.appendItems([1]) }
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertEqual(printed.text, "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): the snapshot has no sections: "
            + "append a section first; skipped (UIKit stops the app here)\n")
    }
}
