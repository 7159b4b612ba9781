import Foundation
import RxSwift
@testable import UIKit
import XCTest

/// A cell keeps its content view as a lone subview, without an array, until its subviews are
/// read or changed: every way of reading and changing them must give what an array gave.
final class LoneSubviewTests: XCTestCase {
    func testReadingACellsSubviewsGivesItsContentViewAndKeepsGivingIt() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            XCTAssertEqual(cell.subviewCount, 1)
            XCTAssertEqual(cell.subviews.map(ObjectIdentifier.init), [ObjectIdentifier(cell.contentView)])
            XCTAssertEqual(cell.subviews.map(ObjectIdentifier.init), [ObjectIdentifier(cell.contentView)], "read twice")
            XCTAssertEqual(cell.subviewCount, 1)
            XCTAssertTrue(cell.contentView.superview === cell)
        }
    }

    func testViewsAddedToACellGoAroundItsContentViewInOrder() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            let front = UIView()
            let back = UIView()
            cell.addSubview(front)
            cell.insertSubview(back, at: 0)
            XCTAssertEqual(cell.subviews.map(ObjectIdentifier.init), [back, cell.contentView, front].map(ObjectIdentifier.init))
            cell.bringSubviewToFront(cell.contentView)
            XCTAssertEqual(cell.subviews.map(ObjectIdentifier.init), [back, front, cell.contentView].map(ObjectIdentifier.init))
            XCTAssertTrue([back, front, cell.contentView].allSatisfy { $0.superview === cell })
        }
    }

    func testMovingAndOrderingALoneSubviewWithoutReadingItFirst() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.sendSubviewToBack(cell.contentView)
            cell.bringSubviewToFront(cell.contentView)
            XCTAssertEqual(cell.subviewCount, 1)
            let elsewhere = UIView()
            elsewhere.addSubview(cell.contentView)
            XCTAssertEqual(cell.subviewCount, 0)
            XCTAssertTrue(cell.subviews.isEmpty)
            XCTAssertTrue(cell.contentView.superview === elsewhere)
            cell.addSubview(cell.contentView)
            XCTAssertEqual(cell.subviews.map(ObjectIdentifier.init), [ObjectIdentifier(cell.contentView)])
            XCTAssertTrue(elsewhere.subviews.isEmpty)
        }
    }

    func testALoneSubviewRemovedOrAddedAgainIsHeldOnce() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            let contentView = cell.contentView
            cell.addSubview(contentView)
            XCTAssertEqual(cell.subviews.count, 1, "re-adding the lone subview moves it to the front of itself")
            contentView.removeFromSuperview()
            XCTAssertNil(contentView.superview)
            XCTAssertEqual(cell.subviewCount, 0)
            XCTAssertTrue(cell.subviews.isEmpty)
        }
    }

    func testAContentViewKeptAfterItsCellGoesPointsAtNothing() {
        MainActor.assumeIsolated { () -> Void in
            var cell: UITableViewCell? = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            let contentView = cell?.contentView
            weak let weakCell = cell
            cell = nil
            XCTAssertNil(weakCell)
            XCTAssertNil(contentView?.superview)
        }
    }

    /// A default-style cell's content view holds its title label alone; the image view made
    /// later goes in front of it, as an array would have it.
    func testADefaultCellsTitleLabelThenItsImageView() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            XCTAssertEqual(cell.contentView.subviewCount, 1)
            let imageView = cell.imageView
            XCTAssertEqual(cell.contentView.subviews.map(ObjectIdentifier.init),
                           [imageView, cell.textLabel].compactMap { $0 }.map(ObjectIdentifier.init))
        }
    }

    /// A plain cell's row and revision read every view in it: a view added to the cell beside
    /// its lone content view shows in the row and moves the revision.
    func testAViewAddedBesideTheContentViewShowsInTheRow() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "title"
            let before = cell._rowRevision()
            XCTAssertEqual(cell._rowSnapshot(), _RowSnapshot(title: "title"))
            let badge = UILabel(text: "badge")
            cell.addSubview(badge)
            XCTAssertNotEqual(cell._rowRevision(), before)
            XCTAssertEqual(cell._rowSnapshot(), _RowSnapshot(title: "title", subtitle: "badge"))
            badge.text = "changed"
            XCTAssertEqual(cell._rowSnapshot(), _RowSnapshot(title: "title", subtitle: "changed"))
        }
    }

    /// The revision a cell adds up is the same whether its content view is held alone or in
    /// the array reading `subviews` made: reading them changes nothing a snapshot sees.
    func testReadingSubviewsLeavesTheRevisionAsItWas() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "a"
            let lone = cell._rowRevision()
            _ = cell.subviews
            XCTAssertEqual(cell._rowRevision(), lone)
        }
    }
}
