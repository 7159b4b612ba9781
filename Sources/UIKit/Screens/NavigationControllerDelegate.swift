import RxCocoa
import RxSwift

/// As `UINavigationControllerDelegate`: told when a navigation controller shows a controller
/// (a push, a pop, a new stack), after the controller's `viewWillAppear` and `viewDidAppear`.
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}

/// The subjects behind `rx.willShow` and `rx.didShow`.
struct ShowEvents {
    let willShow = PublishSubject<(viewController: UIViewController, animated: Bool)>()
    let didShow = PublishSubject<(viewController: UIViewController, animated: Bool)>()
}

extension Reactive where Base: UINavigationController {
    /// As RxCocoa's.
    public typealias ShowEvent = (viewController: UIViewController, animated: Bool)

    /// Each controller the navigation controller is about to show, as RxCocoa's `rx.willShow`.
    public var willShow: ControlEvent<ShowEvent> { ControlEvent(events: base.showEvents.willShow) }

    /// Each controller the navigation controller showed, as RxCocoa's `rx.didShow`.
    public var didShow: ControlEvent<ShowEvent> { ControlEvent(events: base.showEvents.didShow) }
}
