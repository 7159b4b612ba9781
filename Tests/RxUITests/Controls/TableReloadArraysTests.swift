import FoundationEssentials
@testable import UIKit
import XCTest

/// A data source and delegate of the app's own whose sections and rows the test sets, which
/// records what the table showed while it was told a row ended displaying.
private final class ShapedSource: UITableViewDataSource, UITableViewDelegate {
    var rowsPerSection: [Int] = [2]
    var titles: [String?] = []
    /// Rows without a reuse identifier: no reuse queue keeps them.
    var makesUnqueuedCells = false
    private(set) var rowsShownAtDidEndDisplaying: [Int] = []
    var onCellForRow: ((IndexPath) -> Void)?
    /// Whether `made` keeps the cells handed to the table, in the order they were made (it
    /// keeps them alive: off where a test watches a cell go).
    var keepsMadeCells = false
    var made: [UITableViewCell] = []

    func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        onCellForRow?(indexPath)
        let cell = makesUnqueuedCells
            ? UITableViewCell(style: .default, reuseIdentifier: nil)
            : tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        if keepsMadeCells { made.append(cell) }
        return cell
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        rowsShownAtDidEndDisplaying.append(tableView.numberOfRows)
    }
}

/// `reloadData` refills the arrays of the reload before (the sections of a one-section table
/// and its rows): what a table shows, and when, is as with arrays made anew.
final class TableReloadArraysTests: XCTestCase, @unchecked Sendable {
    @MainActor private func texts(of tableView: UITableView) -> [[String?]] {
        (0..<tableView.numberOfSections).map { section in
            (0..<tableView.numberOfRows(inSection: section)).map {
                tableView.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
            }
        }
    }

    /// A table showing `source`'s rows as `rows` shapes them, loaded once.
    @MainActor private func loadedTable(_ source: ShapedSource, rows: [Int], delegate: Bool = false) -> UITableView {
        let tableView = UITableView(id: "table")
        tableView.dataSource = source
        if delegate { tableView.delegate = source }
        source.rowsPerSection = rows
        tableView.reloadData()
        return tableView
    }

    func testRowsGrowingShrinkingAndChangingSectionsShowEachReloadsRows() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(id: "table")
            let source = ShapedSource()
            tableView.dataSource = source
            for shape in [[2], [5], [1], [0], [3], [2, 1], [4], [1, 2, 0]] {
                source.rowsPerSection = shape
                tableView.reloadData()
                let expected = shape.enumerated().map { section, count in (0..<count).map { Optional("\(section).\($0)") } }
                XCTAssertEqual(texts(of: tableView), expected, "rows per section \(shape)")
                XCTAssertEqual(tableView.visibleCells.count, shape.reduce(0, +))
            }
        }
    }

    func testSectionTitlesComeFromEachReload() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(id: "table")
            let source = ShapedSource()
            tableView.dataSource = source
            source.titles = ["Old"]
            tableView.reloadData()
            XCTAssertEqual(tableView._elementSnapshot().rows.first?.sectionHeader, "Old")
            source.titles = ["New"]
            tableView.reloadData()
            XCTAssertEqual(tableView._elementSnapshot().rows.first?.sectionHeader, "New")
            source.titles = []
            tableView.reloadData()
            XCTAssertNil(tableView._elementSnapshot().rows.first?.sectionHeader)
        }
    }

    func testTheDelegateToldARowEndedDisplayingStillSeesTheOldRows() {
        MainActor.assumeIsolated { () -> Void in
            let source = ShapedSource()
            let tableView = loadedTable(source, rows: [3], delegate: true)
            source.rowsPerSection = [1]
            tableView.reloadData()
            XCTAssertEqual(source.rowsShownAtDidEndDisplaying, [3, 3, 3])
            XCTAssertEqual(tableView.numberOfRows, 1)
        }
    }

    func testACellNoQueueKeepsGoesWhenTheReloadEnds() {
        MainActor.assumeIsolated { () -> Void in
            let source = ShapedSource()
            source.makesUnqueuedCells = true
            let tableView = loadedTable(source, rows: [1])
            weak let old = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertNotNil(old)
            var aliveWhileRowsWereMade: [Bool] = []
            source.onCellForRow = { _ in aliveWhileRowsWereMade.append(old != nil) }
            tableView.reloadData()
            XCTAssertEqual(aliveWhileRowsWereMade, [true], "kept while the new rows are made, as before")
            XCTAssertNil(old, "released once the reload ends")
        }
    }

    func testAReloadFromARowsConfigurationLeavesTheOuterReloadsRows() {
        MainActor.assumeIsolated { () -> Void in
            let source = ShapedSource()
            let tableView = loadedTable(source, rows: [2])
            var nested = false
            source.onCellForRow = { indexPath in
                guard !nested, indexPath.row == 0 else { return }
                nested = true
                tableView.reloadData()
            }
            source.rowsPerSection = [3]
            source.keepsMadeCells = true
            tableView.reloadData()
            XCTAssertEqual(texts(of: tableView), [["0.0", "0.1", "0.2"]])
            // Made: the nested reload's three rows (inside the outer's first), then the outer's.
            XCTAssertEqual(source.made.count, 6)
            let outerCells = source.made.suffix(3).map(ObjectIdentifier.init)
            XCTAssertEqual(tableView.visibleCells.map(ObjectIdentifier.init), Array(outerCells),
                           "the table shows the cells the outer reload was handed, not the nested one's")
            source.onCellForRow = nil
            source.rowsPerSection = [1]
            tableView.reloadData()
            XCTAssertEqual(texts(of: tableView), [["0.0"]])
        }
    }
}
