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

    /// A subview that outlives its superview has none, as with UIKit's weak reference.
    func testASubviewOutlivingItsSuperviewHasNone() {
        let label = UILabel(frame: .zero)
        var parent: UIView? = UIView(frame: .zero)
        weak let weakParent = parent
        parent?.addSubview(label)
        XCTAssertTrue(label.superview === parent)
        parent = nil
        XCTAssertNil(weakParent, "the subview does not keep its superview")
        XCTAssertNil(label.superview)
        XCTAssertFalse(label.isDescendant(of: UIView(frame: .zero)))
        let moved = UIView(frame: .zero)
        var first: UIView? = UIView(frame: .zero)
        first?.addSubview(moved)
        let second = UIView(frame: .zero)
        second.addSubview(moved)
        first = nil
        XCTAssertTrue(moved.superview === second, "a view moved away keeps its new superview when the old one goes")
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
