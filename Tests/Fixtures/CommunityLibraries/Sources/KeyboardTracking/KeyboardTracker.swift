import Foundation
import RxCocoa
import RxSwift
import UIKit

/// Tracks the keyboard's frame from the keyboard notifications, as keyboard libraries do, and
/// lets a pan on the key window drag it (interactive dismissal).
public final class KeyboardTracker: NSObject {
    nonisolated(unsafe) public static let instance = KeyboardTracker()

    public let frame: Driver<CGRect>
    public let visibleHeight: Driver<CGFloat>
    public let willShowVisibleHeight: Driver<CGFloat>
    public let isHidden: Driver<Bool>

    private let frameRelay: BehaviorRelay<CGRect>
    private let disposeBag = DisposeBag()
    private let panRecognizer = UIPanGestureRecognizer()

    public init(center: NotificationCenter = .default, screen: UIScreen = .main) {
        let bounds = screen.bounds
        let hidden = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 0)
        frameRelay = BehaviorRelay(value: hidden)
        frame = frameRelay.asDriver().distinctUntilChanged()
        visibleHeight = frame.map { bounds.height - $0.origin.y }.map { max(0, $0) }
        willShowVisibleHeight = visibleHeight.scan((visible: false, height: CGFloat(0))) { last, height in
            (visible: height > 0 && !last.visible, height: height)
        }.filter { $0.visible }.map { $0.height }
        isHidden = visibleHeight.map { $0 == 0 }.distinctUntilChanged()
        super.init()

        let willChange = center.rx.notification(UIResponder.keyboardWillChangeFrameNotification)
            .map { notification -> CGRect in
                let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
                var rect = value?.cgRectValue ?? hidden
                if rect.origin.y < 0 { rect.origin.y = bounds.height }
                return rect
            }
        let willHide = center.rx.notification(UIResponder.keyboardWillHideNotification)
            .map { notification -> CGRect in
                let rect = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                return rect.map { CGRect(x: $0.minX, y: bounds.height, width: $0.width, height: $0.height) } ?? hidden
            }
        let didPan = panRecognizer.rx.event
            .withLatestFrom(frameRelay.asObservable()) { ($0, $1) }
            .compactMap { gesture, frame -> CGRect? in
                guard case .changed = gesture.state, let window = UIApplication.shared.windows.first,
                      frame.origin.y < bounds.height else { return nil }
                let origin = gesture.location(in: window)
                var next = frame
                next.origin.y = max(origin.y, bounds.height - frame.height)
                return next
            }
        Observable.of(didPan, willChange, willHide).merge()
            .bind(to: frameRelay)
            .disposed(by: disposeBag)

        center.rx.notification(UIApplication.didFinishLaunchingNotification).map { _ in () }
            .startWith(())
            .subscribe(onNext: { [weak self] in self?.attachToKeyWindow() })
            .disposed(by: disposeBag)
    }

    private func attachToKeyWindow() {
        guard let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }) else { return }
        panRecognizer.delegate = self
        panRecognizer.cancelsTouchesInView = false
        window.addGestureRecognizer(panRecognizer)
    }

    /// How long the keyboard animates and along what curve, from a notification.
    public static func animation(of notification: Notification) -> (TimeInterval, UIView.AnimationOptions) {
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber
        let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber
        let raw = UInt(curve?.intValue ?? UIView.AnimationCurve.easeInOut.rawValue)
        return (duration?.doubleValue ?? 0.25, UIView.AnimationOptions(rawValue: raw << 16))
    }
}

extension KeyboardTracker: UIGestureRecognizerDelegate {
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let point = touch.location(in: gestureRecognizer.view)
        var view = gestureRecognizer.view?.hitTest(point, with: nil)
        while let candidate = view {
            if let scrollView = candidate as? UIScrollView, scrollView.keyboardDismissMode == .interactive {
                return true
            }
            view = candidate.superview
        }
        return false
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panRecognizer
    }
}

/// Keeps a scroll view's bottom inset above the keyboard.
public extension Reactive where Base: UIScrollView {
    var keyboardInset: Binder<CGFloat> {
        Binder(base) { scrollView, height in
            let bottom = max(0, height - scrollView.safeAreaInsets.bottom)
            var inset = scrollView.contentInset
            inset.bottom = bottom
            scrollView.contentInset = inset
            scrollView.scrollIndicatorInsets = inset
            scrollView.verticalScrollIndicatorInsets.bottom = bottom
        }
    }
}
