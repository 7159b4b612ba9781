import Foundation
import RxSwift
@testable import UIKit
import XCTest

/// A data source whose sections the test edits before each batch update, as an app edits its
/// model before telling the table.
private final class EditableDataSource: UITableViewDataSource, UICollectionViewDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? TitleCell)?.titleLabel.text = sections[indexPath.section][indexPath.item]
        return cell
    }
}

/// Batch updates as UIKit applies and checks them: the table's rows follow the data source,
/// the rows the update keeps keep their cells, and an update the data source contradicts is
/// explained in UIKit's words.
final class BatchUpdateTests: XCTestCase, @unchecked Sendable {
    @MainActor private func table(_ sections: [[String]]) -> (UITableView, EditableDataSource) {
        let tableView = UITableView(id: "list")
        let dataSource = EditableDataSource(sections)
        tableView.dataSource = dataSource
        tableView.reloadData()
        return (tableView, dataSource)
    }

    @MainActor private func titles(_ tableView: UITableView) -> [[String?]] {
        (0..<tableView.numberOfSections).map { section in
            (0..<tableView.numberOfRows(inSection: section)).map {
                tableView.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
            }
        }
    }

    func testInsertDeleteAndMoveKeepTheCellsOfTheRowsTheyKeep() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a", "b", "c"]])
            let b = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
            dataSource.sections = [["c", "b", "x"]]
            tableView.performBatchUpdates({
                tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                tableView.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
                tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            }, completion: nil)
            XCTAssertEqual(titles(tableView), [["c", "b", "x"]])
            XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === b, "b keeps its cell")
            XCTAssertNil(tableView.lastInconsistency)
            XCTAssertEqual(tableView._elementSnapshot().rows.map(\.title), ["c", "b", "x"])
        }
    }

    func testBeginAndEndUpdatesNestAndReloadRowsAsksForANewCell() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a", "b"]])
            dataSource.sections = [["a", "B"]]
            tableView.beginUpdates()
            tableView.beginUpdates()
            tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
            tableView.endUpdates()
            XCTAssertEqual(titles(tableView), [["a", "b"]], "applied at the outermost endUpdates")
            tableView.endUpdates()
            XCTAssertEqual(titles(tableView), [["a", "B"]])
        }
    }

    func testSectionsAreInsertedDeletedAndMoved() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a"], ["b"], ["c"]])
            dataSource.sections = [["c"], ["new"], ["a"]]
            tableView.performBatchUpdates({
                tableView.deleteSections(IndexSet(integer: 1), with: .fade)
                tableView.moveSection(2, toSection: 0)
                tableView.insertSections(IndexSet(integer: 1), with: .fade)
            })
            XCTAssertEqual(titles(tableView), [["c"], ["new"], ["a"]])
        }
    }

    func testAnUpdateOutsideABatchIsABatchOfItsOwn() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a"]])
            dataSource.sections = [["a", "b"]]
            tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .bottom)
            XCTAssertEqual(titles(tableView), [["a", "b"]])
        }
    }

    func testAWrongRowCountIsExplainedAsUIKitDoesAndTheTableReloads() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a", "b", "c"]])
            dataSource.sections = [["a", "b", "c", "d", "e"]]
            tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            XCTAssertEqual(tableView.lastInconsistency, """
                Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section \
                after the update (5) must be equal to the number of rows contained in that section before the update (3), \
                plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or \
                minus the number of rows moved into or out of that section (0 moved in, 0 moved out).
                """)
            XCTAssertEqual(titles(tableView), [["a", "b", "c", "d", "e"]], "the table shows the data source")
        }
    }

    func testAWrongSectionCountIsExplained() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a"]])
            dataSource.sections = [["a"], ["b"]]
            tableView.performBatchUpdates({})
            XCTAssertEqual(tableView.lastInconsistency, """
                Invalid update: invalid number of sections. The number of sections contained in the table view after the \
                update (2) must be equal to the number of sections contained in the table view before the update (1), plus \
                or minus the number of sections inserted or deleted (0 inserted, 0 deleted).
                """)
        }
    }

    func testRowsOutOfRangeAreExplained() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a", "b"]])
            dataSource.sections = [["a"]]
            tableView.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
            XCTAssertEqual(tableView.lastInconsistency, "attempt to delete row 5 from section 0 which only contains 2 rows before the update")
            dataSource.sections = [["a", "b"]]
            tableView.insertRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
            XCTAssertEqual(tableView.lastInconsistency,
                           "attempt to insert row 4 into section 0, but there are only 2 rows in section 0 after the update")
            tableView.deleteSections(IndexSet(integer: 3), with: .fade)
            XCTAssertEqual(tableView.lastInconsistency, "attempt to delete section 3, but there are only 1 sections before the update")
            tableView.insertSections(IndexSet(integer: 2), with: .fade)
            XCTAssertEqual(tableView.lastInconsistency, "attempt to insert section 2 but there are only 1 sections after the update")
        }
    }

    func testMovesOutOfRangeAreExplained() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a"], ["b"]])
            tableView.moveSection(-1, toSection: 0)
            XCTAssertEqual(tableView.lastInconsistency,
                           "attempt to move section -1 to section 0, but there are 2 sections before the update and 2 after")
            tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 1))
            XCTAssertEqual(tableView.lastInconsistency,
                           "attempt to move row 3 to section 1, but there are only 1 rows in section 1 after the update")
            dataSource.sections = [["a", "a2"], ["b"]]
            tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            XCTAssertTrue(tableView.lastInconsistency?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
            XCTAssertEqual(titles(tableView), [["a", "a2"], ["b"]])
        }
    }

    func testTheSelectionFollowsItsRow() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let (tableView, dataSource) = table([["a", "b"]])
            try tableView.userSelect(row: 1)
            dataSource.sections = [["new", "a", "b"]]
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
            XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
            dataSource.sections = [["new", "a"]]
            tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .top)
            XCTAssertNil(tableView.indexPathForSelectedRow)
        }
    }

    func testTheCollectionChecksItsItemsTheSameWay() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = UICollectionView(id: "grid")
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "Cell")
            let dataSource = EditableDataSource([["a", "b"]])
            collectionView.dataSource = dataSource
            dataSource.sections = [["b", "a", "c"]]
            collectionView.performBatchUpdates({
                collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
                collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
            }, completion: { finished in XCTAssertTrue(finished) })
            XCTAssertEqual(collectionView._elementSnapshot().rows.map(\.title), ["b", "a", "c"])
            dataSource.sections = [["b"]]
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            XCTAssertEqual(collectionView.lastInconsistency, """
                Invalid update: invalid number of items in section 0. The number of items contained in an existing section \
                after the update (1) must be equal to the number of items contained in that section before the update (3), \
                plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or \
                minus the number of items moved into or out of that section (0 moved in, 0 moved out).
                """)
            XCTAssertEqual(collectionView._elementSnapshot().rows.map(\.title), ["b"])
        }
    }
}
