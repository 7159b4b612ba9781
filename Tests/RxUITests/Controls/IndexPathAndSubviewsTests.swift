import Foundation
import RxUI
@testable import UIKit
import XCTest

/// Index paths made without an array, and subviews added into room made ahead, behave as
/// the general forms did.
final class IndexPathAndSubviewsTests: XCTestCase {
    func testARowPathEqualsTheSamePathMadeFromAnArray() {
        let path = IndexPath(row: 7, section: 2)
        XCTAssertEqual(path, IndexPath(indexes: [2, 7]))
        XCTAssertEqual(path.hashValue, IndexPath(indexes: [2, 7]).hashValue)
        XCTAssertEqual(path.count, 2)
        XCTAssertEqual(path.section, 2)
        XCTAssertEqual(path.row, 7)
        XCTAssertEqual(Array(path), [2, 7])
        XCTAssertLessThan(IndexPath(row: 9, section: 1), path)
    }

    func testAnItemPathEqualsTheSamePathMadeFromAnArray() {
        let path = IndexPath(item: 3, section: 0)
        XCTAssertEqual(path, IndexPath(indexes: [0, 3]))
        XCTAssertEqual(path.item, 3)
        XCTAssertEqual(path.section, 0)
        XCTAssertEqual(path.appending(4), IndexPath(indexes: [0, 3, 4]))
    }

    func testSubviewsKeepTheirOrderPastTheRoomMadeAtTheFirst() {
        MainActor.assumeIsolated { () -> Void in
            let parent = UIView()
            let views = (0..<6).map { _ in UIView() }
            for view in views { parent.addSubview(view) }
            let front = UIView()
            parent.insertSubview(front, at: 0)
            XCTAssertTrue(parent.subviews.elementsEqual([front] + views, by: ===))
            views[2].removeFromSuperview()
            XCTAssertEqual(parent.subviews.count, 6)
            XCTAssertNil(views[2].superview)
            XCTAssertTrue(views.allSatisfy { $0 === views[2] || $0.superview === parent })
        }
    }

    func testATableRowChangedThroughALabelShowsInTheNextSnapshot() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let table = UITableView(id: "list")
            let source = RowsSource(titles: ["a", "b", "c"])
            table.dataSource = source
            XCTAssertEqual(table._elementSnapshot().rows.map(\.title), ["a", "b", "c"])
            table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text = "B"
            XCTAssertEqual(table._elementSnapshot().rows.map(\.title), ["a", "B", "c"])
            source.titles = ["x"]
            table.reloadData()
            XCTAssertEqual(table._elementSnapshot().rows.map(\.title), ["x"])
        }
    }
}

private final class RowsSource: UITableViewDataSource {
    var titles: [String]

    init(titles: [String]) {
        self.titles = titles
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}
