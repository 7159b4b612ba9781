import Foundation
import RxCocoa
import RxSwift
import UIKit
import XCTest

// The shapes a gesture library built on UIKit (RxGesture, say) relies on, written here in
// this project's own words: a delegate answering every question, recognizers made from their
// type, a recognizer subclass reading force and state, locations in the superview or the
// window, a pan as a transform. That this compiles is most of the check.

private final class PolicyDelegate: NSObject, UIGestureRecognizerDelegate {
    var answers: [String] = []
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        answers.append("begin")
        return true
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        answers.append("touch")
        return true
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A recognizer that begins on a firm press, as force-touch recognizers are written.
private final class FirmPressRecognizer: UIGestureRecognizer {
    private(set) var force: CGFloat = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, touch.maximumPossibleForce > 0 else {
            state = .failed
            return
        }
        force = touch.force / touch.maximumPossibleForce
        state = .began
    }

    override func reset() {
        super.reset()
        force = 0
    }
}

private struct RecognizerFactory<Gesture: UIGestureRecognizer> {
    let configure: (Gesture) -> Void

    @MainActor func make() -> Gesture {
        let gesture = Gesture()
        configure(gesture)
        return gesture
    }
}

private enum Place {
    case view, superview, window

    @MainActor func view(for view: UIView) -> UIView? {
        switch self {
        case .view: return view
        case .superview: return view.superview
        case .window: return view.window
        }
    }
}

final class GestureLibraryShapeTests: XCTestCase {
    func testTheShapesAGestureLibraryUses() {
        MainActor.assumeIsolated { () -> Void in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
            container.addSubview(view)
            let delegate = PolicyDelegate()
            let pan = RecognizerFactory<UIPanGestureRecognizer> { $0.maximumNumberOfTouches = 1 }.make()
            pan.delegate = delegate
            view.addGestureRecognizer(pan)
            XCTAssertTrue(pan.view === view)
            XCTAssertEqual(view.gestureRecognizers?.count, 1)
            let events = pan.rx.event
                .filter { $0.state == .recognized || $0.state == .began || $0.state == .changed }
                .map { gesture -> CGAffineTransform in
                    let moved = gesture.translation(in: Place.superview.view(for: view))
                    return CGAffineTransform(translationX: moved.x, y: moved.y)
                }
            let subscription = events.subscribe(onNext: { _ in })
            subscription.dispose()
            XCTAssertEqual(pan.location(in: Place.window.view(for: view)), .zero)
            let swipe = RecognizerFactory<UISwipeGestureRecognizer> { $0.direction = [.left, .right] }.make()
            XCTAssertEqual(swipe.direction, [.left, .right])
            let firm = FirmPressRecognizer()
            firm.require(toFail: swipe)
            view.addGestureRecognizer(firm)
            view.removeGestureRecognizer(firm)
            XCTAssertNil(firm.view)
            XCTAssertEqual(UIGestureRecognizer.State.recognized, .ended)
        }
    }

    func testAffineTransformsComposeAsCoreGraphics() {
        let moveThenTurn = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(moveThenTurn)
        XCTAssertEqual(point.x, 10, accuracy: 1e-9, "rotated(by:) turns first, then the translation applies")
        XCTAssertEqual(point.y, 1, accuracy: 1e-9)
        let scaled = CGAffineTransform.identity.scaledBy(x: 2, y: 3)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scaled), CGPoint(x: 2, y: 3))
        XCTAssertEqual(CGPoint(x: 2, y: 3).applying(scaled.inverted()), CGPoint(x: 1, y: 1))
        XCTAssertTrue(scaled.concatenating(scaled.inverted()).isIdentity)
        XCTAssertEqual(CGAffineTransform(scaleX: 0, y: 0).inverted(), CGAffineTransform(scaleX: 0, y: 0),
                       "a transform without an inverse comes back unchanged")
    }

    func testGestureRecognizersAreSettableAndMoveBetweenViews() {
        MainActor.assumeIsolated { () -> Void in
            let first = UIView(), second = UIView()
            let tap = UITapGestureRecognizer()
            XCTAssertNil(first.gestureRecognizers)
            first.gestureRecognizers = [tap]
            XCTAssertTrue(tap.view === first)
            second.addGestureRecognizer(tap)
            XCTAssertNil(first.gestureRecognizers, "a recognizer is on one view at a time")
            XCTAssertTrue(tap.view === second)
            second.gestureRecognizers = nil
            XCTAssertNil(tap.view)
        }
    }
}
