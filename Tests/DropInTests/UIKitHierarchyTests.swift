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
        MainActor.assumeIsolated { () -> Void in
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
    }

    func testSubviewsAndSuperview() {
        MainActor.assumeIsolated { () -> Void in
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
    }

    /// A subview that outlives its superview has none, as with UIKit's weak reference.
    func testASubviewOutlivingItsSuperviewHasNone() {
        MainActor.assumeIsolated { () -> Void in
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
    }

    /// `willMove(toSuperview:)` comes only when the superview changes: a view added again to
    /// the one it is in goes to the top; removing a view with no superview does nothing.
    func testWillMoveComesOnlyWhenTheSuperviewChanges() {
        MainActor.assumeIsolated { () -> Void in
            final class Recorded: UIView {
                var moves: [String] = []
                override func willMove(toSuperview newSuperview: UIView?) {
                    moves.append(newSuperview == nil ? "will nil" : "will \(newSuperview?.tag ?? -1)")
                }
                override func didMoveToSuperview() { moves.append("did \(superview?.tag ?? -1)") }
            }
            let parent = UIView(frame: .zero)
            parent.tag = 1
            let other = UIView(frame: .zero)
            other.tag = 2
            let view = Recorded(frame: .zero)
            let sibling = UIView(frame: .zero)
            parent.addSubview(view)
            parent.addSubview(sibling)
            parent.addSubview(view)
            XCTAssertTrue(parent.subviews.last === view, "added again, it goes on top")
            XCTAssertEqual(parent.subviews.count, 2)
            other.insertSubview(view, at: 0)
            view.removeFromSuperview()
            view.removeFromSuperview()
            XCTAssertEqual(view.moves, ["will 1", "did 1", "did 1", "will 2", "did 2", "will nil", "did -1"])
            XCTAssertEqual(parent.subviews.count, 1)
            XCTAssertTrue(other.subviews.isEmpty)
        }
    }

    func testTextInputsAreFirstRespondersWhileEditing() {
        MainActor.assumeIsolated { () -> Void in
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
}
