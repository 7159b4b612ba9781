import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A view controller laid out with Auto Layout, as iOS code writes one.
private final class CardViewController: UIViewController {
    let titleLabel = UILabel()
    let saveButton = UIButton(type: .system)
    var saveBottom: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Card"
        for subview in [titleLabel, saveButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let bottom = saveButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
        saveBottom = bottom
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            saveButton.heightAnchor.constraint(equalToConstant: 44),
            saveButton.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            bottom,
        ])
        titleLabel.setContentHuggingPriority(.defaultHigh + 1, for: .vertical)
    }
}

/// Records the overridable steps of a view as UIKit calls them.
private final class RecordingView: UIView {
    var log: [String] = []
    override func layoutSubviews() { log.append("layoutSubviews") }
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview(\(superview == nil ? "nil" : "view"))") }
}

final class AutoLayoutTests: XCTestCase {
    func testConstraintsFromAnchorsAreKeptByTheirFirstViewWhileActive() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let card = CardViewController()
            _ = card.view
            let bottom = try XCTUnwrap(card.saveBottom)
            XCTAssertTrue(bottom.isActive)
            XCTAssertEqual(bottom.constant, -16)
            XCTAssertTrue(bottom.firstItem === card.saveButton)
            XCTAssertEqual(bottom.firstAttribute, .bottom)
            XCTAssertEqual(bottom.secondAttribute, .bottom)
            XCTAssertTrue(bottom.secondItem === card.view.safeAreaLayoutGuide)
            XCTAssertEqual(card.saveButton.constraints.count, 3)
            let width = try XCTUnwrap(card.saveButton.constraints.first { $0.firstAttribute == .width })
            XCTAssertEqual(width.multiplier, 0.5)
            XCTAssertTrue(width.secondItem === card.view)
            let height = try XCTUnwrap(card.saveButton.constraints.first { $0.firstAttribute == .height })
            XCTAssertNil(height.secondItem, "a constant dimension has no second item")
            XCTAssertEqual(height.secondAttribute, .notAnAttribute)
            XCTAssertFalse(card.titleLabel.translatesAutoresizingMaskIntoConstraints)
            XCTAssertEqual(card.titleLabel.contentHuggingPriority(for: .vertical), UILayoutPriority(751))
            XCTAssertEqual(card.titleLabel.contentHuggingPriority(for: .horizontal), .defaultLow)

            Observable.just(false).bind(to: bottom.rx.active).dispose()
            XCTAssertFalse(bottom.isActive)
            XCTAssertEqual(card.saveButton.constraints.count, 2)
            Observable.just(-24).bind(to: bottom.rx.constant).dispose()
            XCTAssertEqual(bottom.constant, -24)
        }
    }

    func testTheSafeAreaGuideIsOneGuideOwnedByTheView() {
        MainActor.assumeIsolated { () -> Void in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            XCTAssertTrue(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
            XCTAssertTrue(view.safeAreaLayoutGuide.owningView === view)
            XCTAssertEqual(view.safeAreaLayoutGuide.layoutFrame, view.bounds)
            XCTAssertEqual(view.layoutGuides.count, 1)
        }
    }

    func testLayoutIfNeededRunsLayoutSubviewsOnlyAfterSetNeedsLayout() {
        MainActor.assumeIsolated { () -> Void in
            let parent = UIView()
            let child = RecordingView()
            parent.addSubview(child)
            XCTAssertEqual(child.log, ["willMove(toSuperview: view)", "didMoveToSuperview(view)"])
            child.log = []
            parent.layoutIfNeeded()
            XCTAssertEqual(child.log, ["layoutSubviews"], "a new view is laid out on its first pass")
            parent.layoutIfNeeded()
            XCTAssertEqual(child.log, ["layoutSubviews"], "nothing asked for another pass")
            child.setNeedsLayout()
            parent.layoutIfNeeded()
            XCTAssertEqual(child.log, ["layoutSubviews", "layoutSubviews"])
            child.log = []
            child.removeFromSuperview()
            XCTAssertEqual(child.log, ["willMove(toSuperview: nil)", "didMoveToSuperview(nil)"])
            child.log = []
            child.removeFromSuperview()
            XCTAssertEqual(child.log, [], "a view without a superview is not moved")
        }
    }

    /// The animated values show at once; the completion waits for the animation's end on
    /// the session's clock.
    func testAnimateAppliesAtOnceAndCompletesWhenTheAnimationWouldEnd() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let scheduler = VirtualTimeScheduler()
            let application = UIApplication(environment: Environment(mainScheduler: scheduler))
            let context = SessionContext(scheduler: scheduler, extensions: [UIApplication.sessionKey: application], write: { _ in })
            let view = UIView()
            var finished: [Bool] = []
            context.run {
                UIView.animate(withDuration: 0.3, delay: 0.2, options: [.curveEaseOut], animations: {
                    view.alpha = 0
                }, completion: { finished.append($0) })
            }
            XCTAssertEqual(view.alpha, 0)
            XCTAssertEqual(finished, [])
            scheduler.advanceTo(scheduler.clock + 499)
            XCTAssertEqual(finished, [])
            scheduler.advanceTo(scheduler.clock + 1)
            XCTAssertEqual(finished, [true])
        }
    }
}
