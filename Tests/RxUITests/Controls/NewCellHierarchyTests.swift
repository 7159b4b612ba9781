import Foundation
import RxSwift
@testable import UIKit
import XCTest

/// A cell joins its content view and labels when it is made, without going through
/// `addSubview`: the hierarchy must be the one adding them one by one gives, and views added,
/// moved and removed after behave as in any other view.
final class NewCellHierarchyTests: XCTestCase {
    func testANewCellHoldsItsContentViewAndLabelsAsAddingThemWould() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
            XCTAssertEqual(cell.subviews.count, 1)
            XCTAssertTrue(cell.subviews.first === cell.contentView)
            XCTAssertTrue(cell.contentView.superview === cell)
            let labels = [cell.textLabel, cell.detailTextLabel].compactMap { $0 }
            XCTAssertEqual(labels.count, 2)
            XCTAssertEqual(cell.contentView.subviews.map(ObjectIdentifier.init), labels.map(ObjectIdentifier.init))
            XCTAssertTrue(labels.allSatisfy { $0.superview === cell.contentView })
            XCTAssertTrue(cell.textLabel?.isDescendant(of: cell) ?? false)
        }
    }

    func testADefaultStyleCellHoldsItsTitleLabelAlone() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            XCTAssertNil(cell.detailTextLabel)
            XCTAssertEqual(cell.contentView.subviews.count, 1)
            XCTAssertTrue(cell.contentView.subviews.first === cell.textLabel)
            XCTAssertTrue(cell.textLabel?.superview === cell.contentView)
        }
    }

    func testViewsAddedMovedAndRemovedAfterKeepTheHierarchyRight() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            let badge = UILabel(text: "new")
            cell.contentView.addSubview(badge)
            XCTAssertTrue(cell.contentView.subviews.last === badge)
            XCTAssertEqual(cell.contentView.subviews.count, 3)
            // A label moved out of the cell leaves it, and the cell's snapshot no longer has it.
            let elsewhere = UIView()
            if let detail = cell.detailTextLabel { elsewhere.addSubview(detail) }
            XCTAssertTrue(cell.detailTextLabel?.superview === elsewhere)
            XCTAssertEqual(cell.contentView.subviews.count, 2)
            cell.textLabel?.removeFromSuperview()
            XCTAssertNil(cell.textLabel?.superview)
            XCTAssertEqual(cell.contentView.subviews.map(ObjectIdentifier.init), [ObjectIdentifier(badge)])
        }
    }

    func testACellsLabelsOutliveTheCellWithoutASuperview() {
        MainActor.assumeIsolated { () -> Void in
            var cell: UITableViewCell? = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            let title = cell?.textLabel
            weak let contentView = cell?.contentView
            cell = nil
            XCTAssertNil(contentView, "the content view goes with its cell")
            XCTAssertNil(title?.superview, "a label kept after its cell went points at nothing")
        }
    }

    /// The first subview of any view goes through `insertSubview`'s own path for it: at any
    /// index, with the calls a subclass sees.
    func testTheFirstSubviewInsertedAnywhereIsAddedWithItsCalls() {
        MainActor.assumeIsolated { () -> Void in
            final class Recorded: UIView {
                var moves: [String] = []
                override func willMove(toSuperview newSuperview: UIView?) { moves.append("will") }
                override func didMoveToSuperview() { moves.append("did") }
            }
            let parent = UIView()
            let first = Recorded()
            parent.insertSubview(first, at: 5)
            XCTAssertEqual(first.moves, ["will", "did"])
            XCTAssertTrue(first.superview === parent)
            let second = UIView()
            parent.insertSubview(second, at: 0)
            XCTAssertEqual(parent.subviews.map(ObjectIdentifier.init), [second, first].map(ObjectIdentifier.init))
            // Emptied, the view makes its array again for the next one.
            first.removeFromSuperview()
            second.removeFromSuperview()
            XCTAssertTrue(parent.subviews.isEmpty)
            parent.addSubview(first)
            XCTAssertTrue(parent.subviews.first === first)
            XCTAssertEqual(first.moves, ["will", "did", "will", "did", "will", "did"])
        }
    }

    /// Joining views that are not new (already in a superview, or the same one twice) falls
    /// back to adding them one by one.
    func testAdoptingViewsThatAreNotNewAddsThemOneByOne() {
        MainActor.assumeIsolated { () -> Void in
            let holder = UIView()
            let moved = UILabel()
            holder.addSubview(moved)
            let target = UIView()
            target.adoptNewSubviews(moved, UILabel())
            XCTAssertTrue(moved.superview === target)
            XCTAssertTrue(holder.subviews.isEmpty, "moved out of its old superview")
            XCTAssertEqual(target.subviews.count, 2)
            let again = UIView()
            let label = UILabel()
            again.adoptNewSubviews(label, label)
            XCTAssertEqual(again.subviews.count, 1, "the same view twice is held once")
        }
    }
}
