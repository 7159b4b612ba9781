import RxCocoa
import RxSwift
import UIKit
import XCTest

/// UIKit calls iOS view controllers make in every screen, accepted as UIKit's: they compile
/// with UIKit's names and keep what they are given.
final class UIKitCommonAPITests: XCTestCase {
    func testFontsBySizeWeightAndTextStyle() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).withSize(20).pointSize, 20)
        XCTAssertLessThan(UIFont.Weight.regular.rawValue, UIFont.Weight.bold.rawValue)
    }

    func testBarButtonItemsMadeForRxTaps() {
        MainActor.assumeIsolated { () -> Void in
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
            let star = UIBarButtonItem(image: UIImage(named: "star"), style: .plain, target: nil, action: nil)
            let custom = UIBarButtonItem(customView: UISwitch())
            XCTAssertEqual(add.title, "Add")
            XCTAssertEqual(done.title, "Done")
            XCTAssertEqual(done.style, .done)
            XCTAssertEqual(star.image, UIImage(named: "star"))
            XCTAssertTrue(custom.customView is UISwitch)
            var taps = 0
            let bag = DisposeBag()
            add.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
            add.sendActions(for: .touchUpInside)
            XCTAssertEqual(taps, 1)
        }
    }

    func testAnAlertsTextFieldsAreConfiguredAndKept() {
        MainActor.assumeIsolated { () -> Void in
            let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
            XCTAssertNil(alert.textFields)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField()
            XCTAssertEqual(alert.textFields?.count, 2)
            XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
            alert.title = "Renamed"
            XCTAssertEqual(alert.title, "Renamed")
            let ok = UIAlertAction(title: "OK", style: .default)
            alert.addAction(ok)
            alert.preferredAction = ok
            XCTAssertTrue(alert.preferredAction === ok)
        }
    }

    func testLayoutOnlyPropertiesKeepTheirValues() {
        MainActor.assumeIsolated { () -> Void in
            let view = UIView()
            XCTAssertEqual(view.autoresizingMask, [])
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            XCTAssertEqual(view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
            let table = UITableView()
            XCTAssertEqual(table.keyboardDismissMode, .none)
            table.keyboardDismissMode = .onDrag
            XCTAssertEqual(table.keyboardDismissMode, .onDrag)
            let item = UINavigationItem(title: "Repos")
            item.searchController = UISearchController(searchResultsController: nil)
            item.largeTitleDisplayMode = .never
            XCTAssertNotNil(item.searchController)
            XCTAssertEqual(item.largeTitleDisplayMode, .never)
        }
    }
}
