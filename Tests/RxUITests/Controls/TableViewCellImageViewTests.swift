import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A cell's image view is made when first asked for, as UIKit's: a row that shows no image
/// never builds one, and one that does finds it where a cell always had it.
final class TableViewCellImageViewTests: XCTestCase {
    func testACellAsksNothingOfItsImageViewUntilAskedForIt() {
        MainActor.assumeIsolated { () -> Void in
            let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
            XCTAssertEqual(cell.contentView.subviews.count, 2, "the two labels only")
            cell.textLabel?.text = "title"
            XCTAssertEqual(cell._rowSnapshot(), RowSnapshot(title: "title"))
            cell.prepareForReuse()
            XCTAssertEqual(cell.contentView.subviews.count, 2, "reading the row and resetting it made no image view")
        }
    }

    func testTheImageViewGoesFirstAmongTheContentViewsSubviewsAndStays() {
        MainActor.assumeIsolated { () -> Void in
            let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
            let badge = Label(text: "new")
            cell.contentView.addSubview(badge)
            let imageView = cell.imageView
            XCTAssertNotNil(imageView)
            XCTAssertTrue(cell.imageView === imageView, "made once")
            XCTAssertTrue(imageView?.superview === cell.contentView)
            XCTAssertEqual(cell.contentView.subviews.map(ObjectIdentifier.init), [
                imageView, cell.textLabel, cell.detailTextLabel, badge,
            ].compactMap { $0 }.map(ObjectIdentifier.init))
        }
    }

    func testAnImageSetIsShownAndAReusedCellClearsIt() {
        MainActor.assumeIsolated { () -> Void in
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "a"
            cell.imageView?.imageURL = "https://example.com/a.png"
            XCTAssertEqual(cell._rowSnapshot(), RowSnapshot(title: "a", image: "https://example.com/a.png"))
            cell.imageView?.isHidden = true
            cell.prepareForReuse()
            XCTAssertNil(cell.imageView?.imageURL)
            XCTAssertEqual(cell.imageView?.isHidden, false)
            XCTAssertEqual(cell._rowSnapshot(), RowSnapshot())
        }
    }

    func testARowReadsAgainOnceItsImageViewIsMadeAndSet() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            let bag = DisposeBag()
            Observable.just(["a"]).bind(to: tableView.rx.items) { _, _, title in
                let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = title
                return cell
            }
            .disposed(by: bag)
            XCTAssertEqual(tableView._elementSnapshot().rows, [RowSnapshot(title: "a")])
            tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.imageView?.imageURL = "https://example.com/a.png"
            XCTAssertEqual(tableView._elementSnapshot().rows, [RowSnapshot(title: "a", image: "https://example.com/a.png")])
        }
    }
}
