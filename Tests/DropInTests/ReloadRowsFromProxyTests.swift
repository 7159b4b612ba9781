import RxCocoa
import RxSwift
import UIKit
import XCTest

/// Rows whose cells say where they came from; `onCell` runs as each row is made.
private final class NamedRows: NSObject, UITableViewDataSource {
    let name: String
    let count: Int
    var onCell: (Int) -> Void = { _ in }

    init(_ name: String, count: Int) {
        self.name = name
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(name)\(indexPath.row)"
        onCell(indexPath.row)
        return cell
    }
}

/// A reload asks `rx`'s table data-source proxy's strongly kept forward data source for its
/// rows itself (`UITableView.appendCells`): each row still comes from the data source the
/// proxy forwards to when that row is made.
final class ReloadRowsFromProxyTests: XCTestCase, @unchecked Sendable {
    @MainActor private func texts(_ table: UITableView) -> [String?] {
        table.visibleCells.map { $0.textLabel?.text }
    }

    func testRowsAfterTheForwardDataSourceIsReplacedComeFromTheNewOne() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            let first = NamedRows("a", count: 4)
            let second = NamedRows("b", count: 4)
            let proxy = RxTableViewDataSourceProxy.proxy(for: table)
            table.dataSource = proxy
            first.onCell = { row in
                if row == 1 { proxy.setForwardToDelegate(second, retainDelegate: true) }
            }
            proxy.setForwardToDelegate(first, retainDelegate: true)
            table.reloadData()
            XCTAssertEqual(texts(table), ["a0", "a1", "b2", "b3"])
        }
    }

    func testRowsAfterTheForwardDataSourceIsClearedAreEmpty() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            let first = NamedRows("a", count: 3)
            let proxy = RxTableViewDataSourceProxy.proxy(for: table)
            table.dataSource = proxy
            first.onCell = { row in
                if row == 0 { proxy.setForwardToDelegate(nil, retainDelegate: true) }
            }
            proxy.setForwardToDelegate(first, retainDelegate: true)
            table.reloadData()
            XCTAssertEqual(texts(table), ["a0", nil, nil])
        }
    }

    /// Kept weakly, the data source is read for each row: one freed during a reload answers no more.
    func testAWeaklyKeptForwardDataSourceFreedDuringAReloadAnswersNoMore() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            let proxy = RxTableViewDataSourceProxy.proxy(for: table)
            table.dataSource = proxy
            var owner: NamedRows? = NamedRows("a", count: 3)
            weak let weakSource = owner
            owner?.onCell = { row in
                if row == 0 { owner = nil }
            }
            proxy.setForwardToDelegate(owner, retainDelegate: false)
            table.reloadData()
            XCTAssertNil(weakSource)
            XCTAssertEqual(texts(table), ["a0", nil, nil])
        }
    }

    /// `rx.items` lends each element to the closure: it sees the element, can keep a copy, and
    /// the elements are freed once, with the binding.
    func testItemsLendsEachElementAndFreesItOnce() {
        MainActor.assumeIsolated { () -> Void in
            final class Payload {
                let text: String
                init(_ text: String) { self.text = text }
            }
            struct Row {
                let payload: Payload
                let title: String
            }
            let table = UITableView(frame: .zero)
            weak var weakPayload: Payload?
            var kept: [Row] = []
            autoreleasepool {
                let payload = Payload("p")
                weakPayload = payload
                let rows = BehaviorRelay(value: [Row(payload: payload, title: "x"), Row(payload: payload, title: "y")])
                let binding = rows.asObservable().bind(to: table.rx.items) { _, _, row in
                    kept.append(row)
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = row.title + row.payload.text
                    return cell
                }
                XCTAssertEqual(texts(table), ["xp", "yp"])
                rows.accept([])
                binding.dispose()
            }
            XCTAssertEqual(kept.map(\.title), ["x", "y"])
            XCTAssertNotNil(weakPayload, "the closure's copies keep it")
            kept = []
            XCTAssertNil(weakPayload)
        }
    }
}
