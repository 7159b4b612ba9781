import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of navigation controllers, as RxCocoa's: `rx.willShow` and `rx.didShow`
/// come from it, and it forwards each call to the delegate set with `rx.setDelegate` (or set
/// before it).
open class RxNavigationControllerDelegateProxy: DelegateProxy<UINavigationController, UINavigationControllerDelegate>,
    @preconcurrency DelegateProxyType, UINavigationControllerDelegate {
    public private(set) weak var navigationController: UINavigationController?

    public init(navigationController: ParentObject) {
        self.navigationController = navigationController
        super.init(parentObject: navigationController, delegateProxy: RxNavigationControllerDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        RxNavigationControllerDelegateProxy.register { RxNavigationControllerDelegateProxy(navigationController: $0) }
    }

    open func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                   animated: Bool) {
        _forward(.navigationControllerWillShow, (navigationController, viewController, animated)) {
            $0.navigationController(navigationController, willShow: viewController, animated: animated)
        }
    }

    open func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                   animated: Bool) {
        _forward(.navigationControllerDidShow, (navigationController, viewController, animated)) {
            $0.navigationController(navigationController, didShow: viewController, animated: animated)
        }
    }

    /// The forward delegate's animator, so an app's custom push or pop survives `rx`.
    open func navigationController(_ navigationController: UINavigationController,
                                   animationControllerFor operation: UINavigationController.Operation,
                                   from fromVC: UIViewController,
                                   to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        forwardToDelegate()?.navigationController(navigationController, animationControllerFor: operation,
                                                  from: fromVC, to: toVC)
    }

    open func navigationController(_ navigationController: UINavigationController,
                                   interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        forwardToDelegate()?.navigationController(navigationController, interactionControllerFor: animationController)
    }
}

/// The navigation controller delegate methods a proxy reports
/// (`navigationController.rx.delegate.methodInvoked(.navigationControllerDidShow)`).
extension _DelegateMessage where Delegate == UINavigationControllerDelegate {
    public static var navigationControllerWillShow:
        _DelegateMessage<Delegate, (UINavigationController, UIViewController, Bool)> {
        .init("navigationController(_:willShow:animated:)")
    }
    public static var navigationControllerDidShow:
        _DelegateMessage<Delegate, (UINavigationController, UIViewController, Bool)> {
        .init("navigationController(_:didShow:animated:)")
    }
}

extension Reactive where Base: UINavigationController {
    /// As RxCocoa's.
    public typealias ShowEvent = (viewController: UIViewController, animated: Bool)

    /// The navigation controller's delegate proxy, installed as its delegate.
    @preconcurrency @MainActor public var delegate: DelegateProxy<UINavigationController, UINavigationControllerDelegate> {
        RxNavigationControllerDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the proxy's forward delegate (held weakly) until disposed.
    @preconcurrency @MainActor public func setDelegate(_ delegate: UINavigationControllerDelegate) -> Disposable {
        RxNavigationControllerDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// Each controller the navigation controller is about to show, as RxCocoa's `rx.willShow`.
    @preconcurrency @MainActor public var willShow: ControlEvent<ShowEvent> {
        ControlEvent(events: delegate.invoked(.navigationControllerWillShow).map { _, shown, animated in (shown, animated) })
    }

    /// Each controller the navigation controller showed, as RxCocoa's `rx.didShow`.
    @preconcurrency @MainActor public var didShow: ControlEvent<ShowEvent> {
        ControlEvent(events: delegate.invoked(.navigationControllerDidShow).map { _, shown, animated in (shown, animated) })
    }
}
