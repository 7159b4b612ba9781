import Foundation
@testable import UIKit
import XCTest

/// A data source of titles in sections, edited by the test before each reload; its cells are
/// reused (one identifier), as an app's are.
private final class TitlesDataSource: UITableViewDataSource {
    var sections: [[String]]
    var headers: [String?] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headers.indices.contains(section) ? headers[section] : nil
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
}

/// A reload's rows read against the last snapshot's: rows equal to them are them (the same
/// array), and any row that differs — first, in the middle, last, one more or one fewer, the
/// same text in another section — shows, with the rows around it as they are.
final class TableReloadKeptRowsTests: XCTestCase, @unchecked Sendable {
    @MainActor private func table(_ sections: [[String]]) -> (UITableView, TitlesDataSource) {
        let tableView = UITableView(id: "list")
        let dataSource = TitlesDataSource(sections)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = dataSource
        tableView.reloadData()
        return (tableView, dataSource)
    }

    private func titles(_ snapshot: _ElementSnapshot) -> [String?] {
        snapshot.rows.map(\.title)
    }

    private func sameBuffer(_ first: [_RowSnapshot], _ second: [_RowSnapshot]) -> Bool {
        first.withUnsafeBufferPointer { first in second.withUnsafeBufferPointer { first.baseAddress == $0.baseAddress } }
    }

    func testAReloadShowingTheSameRowsHandsTheLastSnapshotsRows() {
        MainActor.assumeIsolated { () -> Void in
            // The table holds its data source weakly: the test keeps it.
            let (tableView, dataSource) = table([["a", "b", "c"]])
            let before = tableView._elementSnapshot()
            tableView.reloadData()
            let after = tableView._elementSnapshot()
            XCTAssertEqual(titles(after), ["a", "b", "c"])
            XCTAssertTrue(sameBuffer(before.rows, after.rows))
            withExtendedLifetime(dataSource) {}
        }
    }

    func testARowChangedByAReloadShowsWhereverItIs() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a", "b", "c"]])
            let first = tableView._elementSnapshot()
            dataSource.sections = [["x", "b", "c"]]
            tableView.reloadData()
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["x", "b", "c"])
            dataSource.sections = [["x", "y", "c"]]
            tableView.reloadData()
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["x", "y", "c"])
            dataSource.sections = [["x", "y", "z"]]
            tableView.reloadData()
            let last = tableView._elementSnapshot()
            XCTAssertEqual(titles(last), ["x", "y", "z"])
            XCTAssertFalse(sameBuffer(first.rows, last.rows))
            // Back to the same rows as the last snapshot's: those are kept from then on.
            tableView.reloadData()
            XCTAssertTrue(sameBuffer(last.rows, tableView._elementSnapshot().rows))
        }
    }

    func testARowMoreOrFewerShows() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a", "b"]])
            _ = tableView._elementSnapshot()
            dataSource.sections = [["a", "b", "c"]]
            tableView.reloadData()
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["a", "b", "c"])
            dataSource.sections = [["a"]]
            tableView.reloadData()
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["a"])
            dataSource.sections = [[]]
            tableView.reloadData()
            XCTAssertEqual(titles(tableView._elementSnapshot()), [])
        }
    }

    func testTheSameTitlesInOtherSectionsShowTheirNewPlaces() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a", "b"], ["c"]])
            XCTAssertEqual(tableView._elementSnapshot().rows.map(\.section), [0, 0, 1])
            dataSource.sections = [["a"], ["b", "c"]]
            tableView.reloadData()
            let rows = tableView._elementSnapshot().rows
            XCTAssertEqual(rows.map(\.title), ["a", "b", "c"])
            XCTAssertEqual(rows.map(\.section), [0, 1, 1])
            XCTAssertEqual(rows.map(\.rowInSection), [0, 0, 1])
        }
    }

    func testANewSectionHeaderOverTheSameRowsShows() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a"], ["b"]])
            XCTAssertEqual(tableView._elementSnapshot().rows.map(\.sectionHeader), [nil, nil])
            dataSource.headers = [nil, "Later"]
            tableView.reloadData()
            XCTAssertEqual(tableView._elementSnapshot().rows.map(\.sectionHeader), [nil, "Later"])
        }
    }

    func testACellReusedForAnotherRowShowsThatRow() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let (tableView, dataSource) = table([["a", "b"]])
            let firstCell = try XCTUnwrap(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["a", "b"])
            dataSource.sections = [["b", "a"]]
            tableView.reloadData()
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["b", "a"])
            // A label of a shown cell set after the reload, with no reload of its own, shows too.
            let cell = try XCTUnwrap(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            cell.textLabel?.text = "c"
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["b", "c"])
            // Row 0's cell was reused for it, showing "b" where it showed "a".
            XCTAssertTrue(firstCell === tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        }
    }
}
