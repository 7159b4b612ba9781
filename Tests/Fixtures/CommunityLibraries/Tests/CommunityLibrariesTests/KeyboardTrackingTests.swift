import Foundation
import KeyboardTracking
import RxCocoa
import RxSwift
import UIKit
import XCTest

/// The keyboard tracker reads the frames the keyboard notifications carry: rxs has no
/// keyboard, so the tests post them, as UIKit would.
final class KeyboardTrackingTests: XCTestCase {
    private let bag = DisposeBag()

    func testAKeyboardFramePostedInsetsTheScrollViewAndItsHidingTakesTheInsetBack() {
        let center = NotificationCenter()
        let tracker = KeyboardTracker(center: center)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var heights: [CGFloat] = []
        tracker.visibleHeight.drive(onNext: { heights.append($0) }).disposed(by: bag)
        tracker.visibleHeight.drive(scrollView.rx.keyboardInset).disposed(by: bag)
        let frame = CGRect(x: 0, y: UIScreen.main.bounds.height - 300, width: 390, height: 300)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        XCTAssertEqual(heights, [0, 300], "the keyboard's frame end, read back with cgRectValue")
        XCTAssertEqual(scrollView.contentInset.bottom, 300, "the scroll view's bottom inset is the keyboard's height")
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        XCTAssertEqual(heights, [0, 300, 0])
        XCTAssertEqual(scrollView.contentInset.bottom, 0, "hidden, the keyboard leaves no inset")
    }

    func testTheAnimationIsReadFromTheNotification() {
        let notification = Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.3),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.easeOut.rawValue),
        ])
        let (duration, options) = KeyboardTracker.animation(of: notification)
        XCTAssertEqual(duration, 0.3)
        XCTAssertEqual(options, .curveEaseOut, "a curve shifted by 16 bits is the matching animation option")
    }

    func testThePanRecognizerGoesOnTheKeyWindow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        XCTAssertTrue(UIApplication.shared.windows.contains { $0 === window }, "a window made key is one of the app's")
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        let tracker = KeyboardTracker(center: NotificationCenter())
        XCTAssertEqual(window.gestureRecognizers?.count, 1, "the tracker's pan recognizer is on the key window")
        XCTAssertTrue(window.gestureRecognizers?.first?.delegate === tracker)
    }
}
