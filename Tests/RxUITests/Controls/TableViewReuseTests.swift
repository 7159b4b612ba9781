import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A cell with an outlet of its own, reset on reuse as UIKit cells do it.
private final class DatedCell: TableViewCell {
    let dateLabel = Label()

    override func prepareForReuse() {
        super.prepareForReuse()
        dateLabel.text = nil
    }

    override func _rowSnapshot() -> RowSnapshot {
        var row = super._rowSnapshot()
        row.detail = dateLabel.text
        return row
    }
}

/// A cell whose row reads a plain property: it cannot say when its row changed.
private final class CountingCell: TableViewCell {
    var count = 0

    override func _rowSnapshot() -> RowSnapshot { RowSnapshot(title: "\(count)") }
}

final class TableViewReuseTests: XCTestCase, @unchecked Sendable {
    func testRowsAreReadAgainWhenWhatTheyShowChanged() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            let bag = DisposeBag()
            Observable.just(["a", "b"]).bind(to: tableView.rx.items) { _, _, title in
                let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = title
                return cell
            }
            .disposed(by: bag)
            XCTAssertEqual(tableView._elementSnapshot().rows.map(\.title), ["a", "b"])
            let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
            cell?.detailTextLabel?.text = "under"
            cell?.imageView?.imageURL = "https://example.com/b.png"
            XCTAssertEqual(tableView._elementSnapshot().rows.last,
                           RowSnapshot(title: "b", subtitle: "under", image: "https://example.com/b.png"))
        }
    }

    func testACellThatCannotTellIsReadEveryTime() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            let bag = DisposeBag()
            let cell = CountingCell(style: .default, reuseIdentifier: nil)
            XCTAssertNil(cell._rowRevision())
            Observable.just([1]).bind(to: tableView.rx.items) { _, _, _ in cell }.disposed(by: bag)
            XCTAssertEqual(tableView._elementSnapshot().rows.map(\.title), ["0"])
            cell.count = 1
            XCTAssertEqual(tableView._elementSnapshot().rows.map(\.title), ["1"])
        }
    }

    func testASubclassWithItsOwnRowIsReadEveryTimeUnlessItTells() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            let rows = BehaviorSubject(value: ["a"])
            let bag = DisposeBag()
            bind(rows.asObservable(), to: tableView, bag: bag)
            XCTAssertNil(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?._rowRevision())
            XCTAssertEqual(tableView._elementSnapshot().rows.first?.detail, "today")
            (tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? DatedCell)?.dateLabel.text = "tomorrow"
            XCTAssertEqual(tableView._elementSnapshot().rows.first?.detail, "tomorrow")
        }
    }

    @MainActor private func bind(_ rows: Observable<[String]>, to tableView: TableView, bag: DisposeBag) {
        tableView.register(DatedCell.self, forCellReuseIdentifier: "Dated")
        rows.bind(to: tableView.rx.items(cellIdentifier: "Dated", cellType: DatedCell.self)) { row, title, cell in
            cell.textLabel?.text = title
            // Only the first row gets a date and an image: a reused cell must not keep them.
            if row == 0 {
                cell.dateLabel.text = "today"
                cell.imageView?.imageURL = "https://example.com/\(title).png"
            }
        }
        .disposed(by: bag)
    }

    func testAReloadHandsEachRowTheCellItHadBefore() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            let rows = BehaviorSubject(value: ["a", "b", "c"])
            let bag = DisposeBag()
            bind(rows.asObservable(), to: tableView, bag: bag)
            let before = (0..<3).compactMap { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
            rows.onNext(["x", "y", "z", "w"])
            let after = (0..<4).compactMap { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
            XCTAssertEqual(after.prefix(3).map(ObjectIdentifier.init), before.map(ObjectIdentifier.init))
            XCTAssertFalse(before.contains { $0 === after[3] }, "a row more than before gets a new cell")
        }
    }

    func testAReusedCellShowsWhatAFreshOneWould() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            let rows = BehaviorSubject(value: ["a", "b"])
            let bag = DisposeBag()
            bind(rows.asObservable(), to: tableView, bag: bag)
            rows.onNext(["c"])
            rows.onNext(["d", "e", "f"])
            XCTAssertEqual(tableView._elementSnapshot().rows, [
                RowSnapshot(title: "d", detail: "today", image: "https://example.com/d.png"),
                RowSnapshot(title: "e"),
                RowSnapshot(title: "f"),
            ])
        }
    }

    func testRegisteringAgainDropsTheCellsKeptForReuse() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            let rows = BehaviorSubject(value: ["a"])
            let bag = DisposeBag()
            bind(rows.asObservable(), to: tableView, bag: bag)
            let first = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            tableView.register(DatedCell.self, style: .value1, forCellReuseIdentifier: "Dated")
            rows.onNext(["b"])
            let second = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertFalse(second === first)
            XCTAssertEqual(second?.style, .value1)
        }
    }
}
