import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A custom view written the way iOS code writes one: `override init(frame:)`, the
/// `required init?(coder:)` every UIView subclass must have, subviews added in code.
private final class BadgeView: UIView {
    let countLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let clearButton = UIButton(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(countLabel)
        addSubview(clearButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class UIKitHierarchyTests: XCTestCase {
    func testViewsAreNSObjectsWithUIKitsInitializers() {
        let view: NSObject = UIView()
        XCTAssertTrue(view is UIResponder)
        let badge = BadgeView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(badge.frame, CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(badge.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(badge.countLabel.frame.width, 40)
        for control in [UISwitch(frame: .zero), UISlider(frame: .zero), UITextField(frame: .zero), UIStepper(frame: .zero)] as [UIControl] {
            XCTAssertTrue(control.isEnabled)
        }
        XCTAssertEqual(UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)).contentSize, CGSize(width: 10, height: 20))
    }

    func testSubviewsAndSuperview() {
        let badge = BadgeView(frame: .zero)
        XCTAssertTrue(badge.subviews.first === badge.countLabel)
        XCTAssertTrue(badge.countLabel.superview === badge)
        let other = UIView(frame: .zero)
        other.addSubview(badge.countLabel)
        XCTAssertEqual(badge.subviews.count, 1, "adding to another view moves it")
        XCTAssertTrue(badge.countLabel.isDescendant(of: other))
        badge.countLabel.removeFromSuperview()
        XCTAssertNil(badge.countLabel.superview)
        XCTAssertEqual(other.subviews.count, 0)
        badge.bringSubviewToFront(badge.clearButton)
        XCTAssertTrue(badge.subviews.last === badge.clearButton)
    }

    func testTextInputsAreFirstRespondersWhileEditing() {
        let field = UITextField()
        XCTAssertTrue(field.canBecomeFirstResponder)
        var events: [String] = []
        let bag = DisposeBag()
        field.rx.controlEvent(.editingDidBegin).subscribe(onNext: { events.append("begin") }).disposed(by: bag)
        field.rx.controlEvent(.editingDidEnd).subscribe(onNext: { events.append("end") }).disposed(by: bag)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(events, ["begin", "end"])
        XCTAssertFalse(UILabel().canBecomeFirstResponder)
    }
}
