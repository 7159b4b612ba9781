import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A view of the app's own that says what it is, as iOS code overrides it.
private final class RatingView: UIView {
    var stars = 3
    override var accessibilityValue: String? {
        get { "\(stars) of 5 stars" }
        set {}
    }
}

/// UIKit's accessibility settings: kept with UIKit's defaults, overridable, bindable.
final class AccessibilityTests: XCTestCase {
    func testDefaultsAreUIKits() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertTrue(UILabel().isAccessibilityElement)
            XCTAssertTrue(UIButton(type: .system).isAccessibilityElement)
            XCTAssertTrue(UISwitch().isAccessibilityElement)
            XCTAssertFalse(UIView().isAccessibilityElement)
            XCTAssertFalse(UIImageView().isAccessibilityElement)
            XCTAssertEqual(UILabel().accessibilityTraits, .staticText)
            XCTAssertEqual(UIButton(type: .system).accessibilityTraits, .button)
            XCTAssertEqual(UIImageView().accessibilityTraits, .image)
            XCTAssertEqual(UIView().accessibilityTraits, .none)
            XCTAssertNil(UIView().accessibilityLabel)
        }
    }

    func testSettingsAreKeptAndOverridable() {
        MainActor.assumeIsolated { () -> Void in
            let button = UIButton(type: .system)
            button.accessibilityLabel = "Save"
            button.accessibilityHint = "Saves the draft"
            button.accessibilityTraits.insert(.selected)
            button.isAccessibilityElement = false
            XCTAssertEqual(button.accessibilityLabel, "Save")
            XCTAssertEqual(button.accessibilityHint, "Saves the draft")
            XCTAssertEqual(button.accessibilityTraits, [.button, .selected])
            XCTAssertFalse(button.isAccessibilityElement)
            let rating = RatingView()
            rating.stars = 4
            XCTAssertEqual(rating.accessibilityValue, "4 of 5 stars")
            let controller = UIViewController()
            controller.view.accessibilityViewIsModal = true
            controller.view.accessibilityElements = [button, rating]
            XCTAssertTrue(controller.view.accessibilityViewIsModal)
            XCTAssertEqual(controller.view.accessibilityElements?.count, 2)
        }
    }

    func testALabelIsBoundThroughRxAsOnIOS() {
        MainActor.assumeIsolated { () -> Void in
            let label = UILabel()
            let bag = DisposeBag()
            Observable.just("Unread: 3").bind(to: label.rx.accessibilityLabel).disposed(by: bag)
            XCTAssertEqual(label.accessibilityLabel, "Unread: 3")
            XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
        }
    }
}
