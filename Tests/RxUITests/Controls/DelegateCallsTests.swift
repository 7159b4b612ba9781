import Foundation
import RxSwift
@testable import UIKit
import XCTest

/// A view controller that is its table's data source and delegate, as iOS apps write them.
private final class RowsController: UITableViewDataSource, UITableViewDelegate {
    var rows = ["a", "b", "c"]
    var calls: [String] = []
    var refused: Set<Int> = []
    var redirect: [Int: Int] = [:]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        calls.append("commit \(editingStyle) \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if refused.contains(indexPath.row) { return nil }
        return redirect[indexPath.row].map { IndexPath(row: $0, section: 0) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("deselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.row == 0 ? 100 : 50 }
}

/// The calls a table and a collection make to a data source and delegate of the app's own, as
/// a person's taps and swipes cause them.
final class DelegateCallsTests: XCTestCase {
    func testTapsAndSwipesReachTheAppsDelegateAndDataSource() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = UITableView(id: "list")
            let controller = RowsController()
            tableView.dataSource = controller
            tableView.delegate = controller
            try tableView.userSelect(row: 0)
            try tableView.userSelect(row: 2)
            try tableView.userDelete(row: 1)
            XCTAssertEqual(controller.calls, ["select 0", "deselect 0", "select 2", "commit delete 1"])
            XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        }
    }

    func testTheDelegateMayRefuseOrRedirectASelection() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = UITableView(id: "list")
            let controller = RowsController()
            controller.refused = [1]
            controller.redirect = [2: 0]
            tableView.dataSource = controller
            tableView.delegate = controller
            try tableView.userSelect(row: 1)
            XCTAssertNil(tableView.indexPathForSelectedRow)
            try tableView.userSelect(row: 2)
            XCTAssertEqual(controller.calls, ["select 0"])
            XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        }
    }

    func testTheContentHeightIsTheDelegatesRowHeights() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(id: "list")
            let controller = RowsController()
            tableView.dataSource = controller
            tableView.delegate = controller
            XCTAssertEqual(tableView.contentSize.height, 200)
            tableView.delegate = nil
            tableView.reloadData()
            XCTAssertEqual(tableView.contentSize.height, 3 * 44, "rowHeight for each row without a delegate")
            tableView.rowHeight = UITableView.automaticDimension
            XCTAssertEqual(tableView.contentSize.height, 3 * 44, "automaticDimension counts as 44")
        }
    }

    /// The table keeps its delegate cast to a table's when it is set: a replaced delegate, one
    /// that is only a scroll view's, and one freed are each what the table then asks.
    func testTheTableAsksTheDelegateSetLastAndNoneOnceItIsGone() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            final class ScrollOnly: UIScrollViewDelegate {}
            let tableView = UITableView(id: "list")
            let first = RowsController()
            tableView.dataSource = first
            tableView.delegate = first
            try tableView.userSelect(row: 0)
            let second = RowsController()
            tableView.delegate = second
            try tableView.userSelect(row: 1)
            XCTAssertEqual(first.calls, ["select 0"])
            XCTAssertEqual(second.calls, ["deselect 0", "select 1"])
            let scrollOnly = ScrollOnly()
            tableView.delegate = scrollOnly
            XCTAssertNil(tableView.tableDelegate, "a scroll view's delegate is no table's")
            try tableView.userSelect(row: 2)
            XCTAssertEqual(second.calls, ["deselect 0", "select 1"])
            do {
                let passing = RowsController()
                tableView.delegate = passing
                XCTAssertTrue(tableView.tableDelegate === passing)
            }
            XCTAssertNil(tableView.delegate)
            XCTAssertNil(tableView.tableDelegate, "held weakly, as the delegate is")
            tableView.reloadData()
            XCTAssertEqual(tableView.contentSize.height, 3 * 44, "no delegate's heights once it is gone")
        }
    }

    func testACollectionsDelegateMayRefuseASelection() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            final class Refusing: UICollectionViewDelegate {
                var selected: [Int] = []
                func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                    indexPath.item != 1
                }
                func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    selected.append(indexPath.item)
                }
            }
            let collectionView = UICollectionView(id: "grid")
            let bag = DisposeBag()
            Observable.just(["a", "b", "c"]).bind(to: collectionView.rx.items) { _, _, title in
                let cell = TitleCell(frame: .zero)
                cell.titleLabel.text = title
                return cell
            }
            .disposed(by: bag)
            let delegate = Refusing()
            collectionView.rx.setDelegate(delegate).disposed(by: bag)
            var rxSelected: [Int] = []
            collectionView.rx.itemSelected.subscribe(onNext: { rxSelected.append($0.item) }).disposed(by: bag)
            try collectionView.userSelect(row: 1, section: nil)
            try collectionView.userSelect(row: 2, section: nil)
            XCTAssertEqual(delegate.selected, [2])
            XCTAssertEqual(rxSelected, [2])
            XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        }
    }
}
