import CoreGraphics
import Foundation
import UIKit
import XCTest

/// Settings UIKit has that change nothing headless: kept, with UIKit's values.
final class SmallUIKitGapsS53Tests: XCTestCase {
    func testDecelerationRateHasUIKitsRawValues() {
        MainActor.assumeIsolated { () -> Void in
            let scroll = UIScrollView()
            XCTAssertEqual(scroll.decelerationRate, .normal)
            XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
            XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
            scroll.decelerationRate = .fast
            XCTAssertEqual(scroll.decelerationRate, .fast)
        }
    }

    func testEveryScrollViewHasARefreshControlAndATablesIsStillItsOwn() {
        MainActor.assumeIsolated { () -> Void in
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let control = UIRefreshControl()
            collection.refreshControl = control
            XCTAssertTrue(collection.refreshControl === control)
            let table = UITableView()
            let scroll: UIScrollView = table
            scroll.refreshControl = control
            XCTAssertTrue(table.refreshControl === control)
            let tableController = UITableViewController(style: .plain)
            tableController.refreshControl = control
            XCTAssertTrue(tableController.tableView.refreshControl === control)
        }
    }

    func testDragInteractionIsOffAsOnAPhone() {
        MainActor.assumeIsolated { () -> Void in
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            XCTAssertFalse(collection.dragInteractionEnabled)
            collection.dragInteractionEnabled = true
            XCTAssertTrue(collection.dragInteractionEnabled)
            let table = UITableView()
            table.dragInteractionEnabled = true
            XCTAssertTrue(table.dragInteractionEnabled)
        }
    }

    func testShadowPathKeepsThePath() {
        MainActor.assumeIsolated { () -> Void in
            let view = UIView()
            XCTAssertNil(view.layer.shadowPath)
            let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).cgPath
            view.layer.shadowPath = path
            XCTAssertTrue(view.layer.shadowPath === path)
        }
    }

    func testOpenSettingsURLStringIsUIKits() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(UIApplication.openSettingsURLString, "app-settings:")
        }
    }

    func testContentSizeCategoriesOrderAndAccessibility() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(UITraitCollection.current.preferredContentSizeCategory, .large)
            XCTAssertEqual(UITraitCollection().preferredContentSizeCategory, .unspecified)
            XCTAssertEqual(UITraitCollection(preferredContentSizeCategory: .small).preferredContentSizeCategory, .small)
            XCTAssertEqual(UIContentSizeCategory.large.rawValue, "UICTContentSizeCategoryL")
            XCTAssertTrue(UIContentSizeCategory.extraSmall < .large)
            XCTAssertTrue(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
            XCTAssertTrue(UIContentSizeCategory.unspecified < .extraSmall)
            XCTAssertFalse(UIContentSizeCategory.large.isAccessibilityCategory)
            XCTAssertTrue(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
            XCTAssertGreaterThanOrEqual(UIApplication.shared.preferredContentSizeCategory, .large)
        }
    }
}
