import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// A cell as iOS code writes one: UIKit's designated initializers overridden, its own views
/// added in `init(style:reuseIdentifier:)`.
private final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    private(set) var madeWithStyle: UITableViewCell.CellStyle?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWithStyle = style
        badge.text = "new"
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }
}

/// A cell that declares no initializer: it inherits UIKit's.
private final class PlainSubclassCell: UITableViewCell {}

/// Overrides of what a table subclass and a view subclass override on iOS.
private final class RecordingTableView: UITableView {
    var registered: [String] = []

    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered.append(identifier)
        super.register(cellClass, forCellReuseIdentifier: identifier)
    }
}

private final class WideTouchView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        CGRect(x: -20, y: -20, width: bounds.width + 40, height: bounds.height + 40).contains(point)
    }
}

/// A data source as iOS code writes one: a registered custom cell, and `UITableViewCell()`
/// where the cast fails.
private final class BadgeDataSource: NSObject, UITableViewDataSource {
    let titles = ["Ann", "Bob"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count + 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard indexPath.row < titles.count,
              let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath) as? BadgeCell else {
            return UITableViewCell()
        }
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

final class TableCellInitTests: XCTestCase {
    func testAPlainCellMadeWithNoArgumentsIsADefaultStyleCellWithNoIdentifier() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell()
            XCTAssertEqual(cell.style, .default, "UITableViewCell() is a default-style cell, as on iOS")
            XCTAssertNil(cell.reuseIdentifier)
            XCTAssertNotNil(cell.textLabel, "a default-style cell has a text label")
            XCTAssertNil(cell.detailTextLabel, "a default-style cell has no detail label, as on iOS")
            XCTAssertEqual(UITableViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44)).frame.width, 320)
        }
    }

    func testASubclassMadeWithNoArgumentsRunsItsOwnStyleInitializer() {
        MainActor.assumeIsolated { () -> Void in
            let cell = BadgeCell()
            XCTAssertEqual(cell.madeWithStyle, .default, "BadgeCell() goes through its override of init(style:reuseIdentifier:)")
            XCTAssertTrue(cell.badge.superview === cell.contentView, "the views the override adds are in the cell")
            XCTAssertEqual(PlainSubclassCell().style, .default)
        }
    }

    func testARegisteredSubclassIsDequeuedThroughItsOverrideAndItsViewsShowInTheRow() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let dataSource = BadgeDataSource()
            table.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
            table.dataSource = dataSource
            let rows = table._elementSnapshot().rows
            XCTAssertEqual(rows.count, 3)
            XCTAssertEqual(rows.first?.title, "Ann", "the data source's text shows in the dequeued custom cell's row")
            XCTAssertEqual(rows.first?.subtitle, "new", "the custom cell's own label shows in its row, where its labels left room")
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) is BadgeCell)
            XCTAssertEqual((table.cellForRow(at: IndexPath(row: 1, section: 0)) as? BadgeCell)?.madeWithStyle, .subtitle,
                           "a registered class is made through its own init(style:reuseIdentifier:)")
            XCTAssertEqual(rows.last, _RowSnapshot(), "a fallback UITableViewCell() shows as an empty row")
            XCTAssertTrue(type(of: table.cellForRow(at: IndexPath(row: 2, section: 0))!) == UITableViewCell.self)
        }
    }

    func testAHeaderViewMadeWithNoArgumentsRunsItsOwnInitializer() {
        MainActor.assumeIsolated { () -> Void in
            final class TitledHeader: UITableViewHeaderFooterView {
                private(set) var made = false
                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    made = true
                }
                required init?(coder: NSCoder) { nil }
            }
            XCTAssertNil(UITableViewHeaderFooterView().reuseIdentifier)
            XCTAssertTrue(TitledHeader().made, "TitledHeader() goes through its override of init(reuseIdentifier:)")
        }
    }

    func testATableSubclassOverridesRegister() {
        MainActor.assumeIsolated { () -> Void in
            let table = RecordingTableView(frame: .zero, style: .plain)
            table.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
            XCTAssertEqual(table.registered, ["Badge"], "a subclass's override of register(_:forCellReuseIdentifier:) is called")
            XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "Badge", for: IndexPath(row: 0, section: 0)) is BadgeCell,
                          "super.register still registers the class")
        }
    }

    func testAViewSubclassOverridesPointInside() {
        MainActor.assumeIsolated { () -> Void in
            let view: UIView = WideTouchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertTrue(view.point(inside: CGPoint(x: 25, y: 5), with: nil), "the subclass's point(inside:with:) is called")
            XCTAssertFalse(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).point(inside: CGPoint(x: 25, y: 5), with: nil))
        }
    }
}
