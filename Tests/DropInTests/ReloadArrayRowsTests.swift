import Foundation
import RxCocoa
import RxRelay
import RxSwift
import UIKit
import XCTest

/// Rows named by a prefix, for a data source set in place of `rx.items`' during a reload.
private final class PrefixedRows: NSObject, UITableViewDataSource {
    let prefix: String
    let count: Int

    init(_ prefix: String, count: Int) {
        self.prefix = prefix
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(prefix)\(indexPath.row)"
        return cell
    }
}

/// A reload reads `rx.items`' array data source directly (`RowCellSource`): its one section and
/// row count, and each row's cell by row, as the proxy's calls would answer them.
final class ReloadArrayRowsTests: XCTestCase, @unchecked Sendable {
    @MainActor private func texts(_ table: UITableView) -> [String?] {
        table.visibleCells.map { $0.textLabel?.text }
    }

    @MainActor private func bind(_ elements: BehaviorRelay<[String]>, to table: UITableView,
                      onRow: @escaping (Int) -> Void = { _ in }) -> Disposable {
        elements.asObservable().bind(to: table.rx.items) { _, row, element in
            onRow(row)
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = element
            return cell
        }
    }

    func testOneSectionOfTheElementsWithNoHeader() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            let elements = BehaviorRelay(value: ["x", "y", "z"])
            let binding = bind(elements, to: table)
            XCTAssertEqual(table.numberOfSections, 1)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
            XCTAssertNil(table.headerView(forSection: 0))
            XCTAssertEqual(texts(table), ["x", "y", "z"])
            elements.accept([])
            XCTAssertEqual(table.numberOfSections, 1)
            XCTAssertEqual(table.numberOfRows, 0)
            binding.dispose()
        }
    }

    /// The rows after another forward data source is set mid-reload come from that one.
    func testRowsAfterTheArrayDataSourceIsReplacedMidReloadComeFromTheNewOne() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            let elements = BehaviorRelay(value: [String]())
            let replacement = PrefixedRows("b", count: 4)
            var replaceAtRow = -1
            let binding = bind(elements, to: table) { row in
                guard row == replaceAtRow else { return }
                RxTableViewDataSourceProxy.proxy(for: table).setForwardToDelegate(replacement, retainDelegate: true)
            }
            replaceAtRow = 1
            elements.accept(["a0", "a1", "a2", "a3"])
            XCTAssertEqual(texts(table), ["a0", "a1", "b2", "b3"])
            binding.dispose()
        }
    }

    /// Without a forward table delegate, `rx`'s proxy answers `rowHeight` for each row: the
    /// heights are added row by row, as asking it would add them (not multiplied: 10 × 0.1 is
    /// 1.0, ten additions of 0.1 are not).
    func testRowHeightsAreAddedRowByRow() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            table.rowHeight = 0.1
            let elements = BehaviorRelay(value: (0..<10).map { "\($0)" })
            let binding = bind(elements, to: table)
            let added = (0..<10).reduce(CGFloat(0)) { total, _ in total + 0.1 }
            XCTAssertNotEqual(added, 1.0)
            XCTAssertEqual(table.contentSize.height, added)
            binding.dispose()
        }
    }
}
