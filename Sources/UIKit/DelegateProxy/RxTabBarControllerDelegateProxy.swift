import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of tab bar controllers, as RxCocoa's: `rx.didSelect` and the
/// customizing events come from it. With no delegate to forward to, every tab may be selected.
open class RxTabBarControllerDelegateProxy: DelegateProxy<UITabBarController, UITabBarControllerDelegate>,
    @preconcurrency DelegateProxyType, UITabBarControllerDelegate {
    public private(set) weak var tabBar: UITabBarController?

    public init(tabBar: ParentObject) {
        self.tabBar = tabBar
        super.init(parentObject: tabBar, delegateProxy: RxTabBarControllerDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        RxTabBarControllerDelegateProxy.register { RxTabBarControllerDelegateProxy(tabBar: $0) }
    }

    open func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        forwardToDelegate()?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
    }

    open func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        _forward(.tabBarControllerDidSelect, (tabBarController, viewController)) {
            $0.tabBarController(tabBarController, didSelect: viewController)
        }
    }

    open func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        _forward(.tabBarControllerWillBeginCustomizing, (tabBarController, viewControllers)) {
            $0.tabBarController(tabBarController, willBeginCustomizing: viewControllers)
        }
    }

    open func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                               changed: Bool) {
        _forward(.tabBarControllerWillEndCustomizing, (tabBarController, viewControllers, changed)) {
            $0.tabBarController(tabBarController, willEndCustomizing: viewControllers, changed: changed)
        }
    }

    open func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                               changed: Bool) {
        _forward(.tabBarControllerDidEndCustomizing, (tabBarController, viewControllers, changed)) {
            $0.tabBarController(tabBarController, didEndCustomizing: viewControllers, changed: changed)
        }
    }

    /// The forward delegate's animator, so an app's custom tab transition survives `rx`.
    open func tabBarController(_ tabBarController: UITabBarController,
                               animationControllerForTransitionFrom fromVC: UIViewController,
                               to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        forwardToDelegate()?.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }

    open func tabBarController(_ tabBarController: UITabBarController,
                               interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        forwardToDelegate()?.tabBarController(tabBarController, interactionControllerFor: animationController)
    }
}

/// The tab bar controller delegate methods a proxy reports
/// (`tabBarController.rx.delegate.methodInvoked(.tabBarControllerDidSelect)`).
extension _DelegateMessage where Delegate == UITabBarControllerDelegate {
    public static var tabBarControllerDidSelect: _DelegateMessage<Delegate, (UITabBarController, UIViewController)> {
        .init("tabBarController(_:didSelect:)")
    }
    public static var tabBarControllerWillBeginCustomizing: _DelegateMessage<Delegate, (UITabBarController, [UIViewController])> {
        .init("tabBarController(_:willBeginCustomizing:)")
    }
    public static var tabBarControllerWillEndCustomizing:
        _DelegateMessage<Delegate, (UITabBarController, [UIViewController], Bool)> {
        .init("tabBarController(_:willEndCustomizing:changed:)")
    }
    public static var tabBarControllerDidEndCustomizing:
        _DelegateMessage<Delegate, (UITabBarController, [UIViewController], Bool)> {
        .init("tabBarController(_:didEndCustomizing:changed:)")
    }
}
