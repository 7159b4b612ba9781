import Foundation
@testable import UIKit
import XCTest

/// A data source whose sections the test edits before each reload or batch update.
private final class SectionsDataSource: UITableViewDataSource {
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
}

/// A cell made for each row (no reuse identifier: a reload lets it go) whose row reloads its
/// table, once, while the table reads it: app code may do anything there.
private final class ReloadingCell: UITableViewCell {
    weak var table: UITableView?
    var reloadsWhenRead = false

    override func _rowSnapshot() -> _RowSnapshot {
        if reloadsWhenRead {
            reloadsWhenRead = false
            table?.reloadData()
        }
        return super._rowSnapshot()
    }
}

/// A cell whose revision reloads its table, once, while the table asks it (an override may
/// do anything there too).
private final class RevisionReloadingCell: UITableViewCell {
    weak var table: UITableView?
    var reloadsWhenAsked = false

    override func _rowRevision() -> UInt64? {
        if reloadsWhenAsked {
            reloadsWhenAsked = false
            table?.reloadData()
        }
        return labelsRevision
    }
}

private final class ReloadingDataSource: UITableViewDataSource {
    var titles: [String]
    var reloadsInRevision = false

    init(_ titles: [String]) {
        self.titles = titles
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if reloadsInRevision {
            let cell = RevisionReloadingCell(style: .default, reuseIdentifier: nil)
            cell.table = tableView
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
        let cell = ReloadingCell(style: .default, reuseIdentifier: nil)
        cell.table = tableView
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

/// What a table reuses of its last snapshot when only its rows changed (the properties, while
/// its revision, its refresh control and an empty selection say they are the same), and a plain
/// cell's revision read from its own views: whatever else changed shows in the next snapshot.
final class TableSnapshotReuseTests: XCTestCase, @unchecked Sendable {
    @MainActor private func table(_ sections: [[String]]) -> (UITableView, SectionsDataSource) {
        let tableView = UITableView(id: "list")
        let dataSource = SectionsDataSource(sections)
        tableView.dataSource = dataSource
        tableView.reloadData()
        return (tableView, dataSource)
    }

    private func titles(_ snapshot: _ElementSnapshot) -> [String?] {
        snapshot.rows.map(\.title)
    }

    func testNewRowsShowWithAPropertyChangedAtTheSameTime() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a", "b"]])
            XCTAssertEqual(tableView._elementSnapshot()["hidden"], .bool(false))
            dataSource.sections = [["c"]]
            tableView.isHidden = true
            tableView.reloadData()
            let snapshot = tableView._elementSnapshot()
            XCTAssertEqual(titles(snapshot), ["c"])
            XCTAssertEqual(snapshot["hidden"], .bool(true))
            dataSource.sections = [["d"]]
            tableView.alpha = 0.5
            tableView.reloadData()
            XCTAssertEqual(tableView._elementSnapshot()["alpha"], .numeric(0.5))
        }
    }

    func testNewRowsShowWithTheRefreshControlStarted() {
        MainActor.assumeIsolated { () -> Void in
            let (tableView, dataSource) = table([["a"]])
            tableView.refreshControl = UIRefreshControl()
            XCTAssertEqual(tableView._elementSnapshot()["refreshing"], .bool(false))
            dataSource.sections = [["b"]]
            tableView.refreshControl?.beginRefreshing()
            tableView.reloadData()
            XCTAssertEqual(tableView._elementSnapshot()["refreshing"], .bool(true))
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["b"])
        }
    }

    func testASelectionKeptWhileTheTableGainsASectionShowsAsItsPlaceInIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let (tableView, dataSource) = table([["a", "b", "c"]])
            try tableView.userSelect(row: 2)
            XCTAssertEqual(tableView._elementSnapshot()["selected"], .int(2))
            let revision = tableView.revision
            dataSource.sections = [["a", "b", "c"], []]
            tableView.insertSections(IndexSet(integer: 1), with: .fade)
            XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
            XCTAssertEqual(tableView.revision, revision, "the selection stayed where it was")
            XCTAssertEqual(tableView._elementSnapshot()["selected"], .string("0.2"))
        }
    }

    func testAReloadMovesTheRevisionOnlyWhenItClearsASelection() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let (tableView, dataSource) = table([["a", "b"]])
            let revision = tableView.revision
            dataSource.sections = [["c", "d"]]
            tableView.reloadData()
            XCTAssertEqual(tableView.revision, revision, "nothing was selected")
            try tableView.userSelect(row: 1)
            XCTAssertEqual(tableView._elementSnapshot()["selected"], .int(1))
            let selectedRevision = tableView.revision
            tableView.reloadData()
            XCTAssertNotEqual(tableView.revision, selectedRevision, "the selection was cleared")
            XCTAssertEqual(tableView._elementSnapshot()["selected"], .null)
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["c", "d"])
        }
    }

    func testACellThatReloadsItsTableWhileReadGivesTheRowsTheTableStartedReading() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = UITableView(id: "list")
            let dataSource = ReloadingDataSource(["a", "b", "c"])
            tableView.dataSource = dataSource
            tableView.reloadData()
            let first = try XCTUnwrap(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ReloadingCell)
            first.reloadsWhenRead = true
            dataSource.titles = ["x", "y"]
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["a", "b", "c"])
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["x", "y"])
        }
    }

    func testACellThatReloadsItsTableWhenAskedItsRevisionLeavesTheTableReadable() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = UITableView(id: "list")
            let dataSource = ReloadingDataSource(["a", "b", "c"])
            dataSource.reloadsInRevision = true
            tableView.dataSource = dataSource
            tableView.reloadData()
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["a", "b", "c"])
            let first = try XCTUnwrap(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RevisionReloadingCell)
            first.reloadsWhenAsked = true
            dataSource.titles = ["x", "y"]
            // However the read in progress ends, the next one shows the rows the reload made.
            _ = tableView._elementSnapshot()
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["x", "y"])
            XCTAssertEqual(titles(tableView._elementSnapshot()), ["x", "y"])
        }
    }

    func testAPlainCellsRowFollowsViewsAddedToItAndTakenAway() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let (tableView, _) = table([["a"]])
            let cell = try XCTUnwrap(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            XCTAssertEqual(tableView._elementSnapshot().rows, [_RowSnapshot(title: "a")])
            let extra = UILabel(frame: .zero)
            extra.text = "extra"
            cell.contentView.addSubview(extra)
            XCTAssertEqual(tableView._elementSnapshot().rows, [_RowSnapshot(title: "a", subtitle: "extra")])
            extra.removeFromSuperview()
            XCTAssertEqual(tableView._elementSnapshot().rows, [_RowSnapshot(title: "a")])
            cell.imageView?.imageURL = "https://example.com/a.png"
            XCTAssertEqual(tableView._elementSnapshot().rows, [_RowSnapshot(title: "a", image: "https://example.com/a.png")])
            cell.textLabel?.text = "b"
            XCTAssertEqual(tableView._elementSnapshot().rows, [_RowSnapshot(title: "b", image: "https://example.com/a.png")])
        }
    }
}
