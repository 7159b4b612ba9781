import Foundation

// `tabBar.delegate!.tabBar!(tabBar, didSelect: item)` and
// `tabBarController.delegate!.tabBarController!(tabBarController, didSelect: screen)`, as
// Objective-C callers write optional methods (see ScrollViewDelegate+OptionalMethods.swift).

extension UITabBarDelegate {
    public var tabBar: _UITabBarDelegateCall? { _UITabBarDelegateCall(delegate: self) }
}

/// A tab bar delegate's methods, called as `delegate.tabBar!(tabBar, didSelect: item)`.
@preconcurrency @MainActor public struct _UITabBarDelegateCall {
    let delegate: any UITabBarDelegate

    public func callAsFunction(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        delegate.tabBar(tabBar, didSelect: item)
    }
    public func callAsFunction(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        delegate.tabBar(tabBar, willBeginCustomizing: items)
    }
    public func callAsFunction(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
        delegate.tabBar(tabBar, didBeginCustomizing: items)
    }
    public func callAsFunction(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate.tabBar(tabBar, willEndCustomizing: items, changed: changed)
    }
    public func callAsFunction(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate.tabBar(tabBar, didEndCustomizing: items, changed: changed)
    }
}

extension UITabBarControllerDelegate {
    public var tabBarController: _UITabBarControllerDelegateCall? { _UITabBarControllerDelegateCall(delegate: self) }
}

/// A tab bar controller delegate's methods, called as
/// `delegate.tabBarController!(tabBarController, didSelect: screen)`.
@preconcurrency @MainActor public struct _UITabBarControllerDelegateCall {
    let delegate: any UITabBarControllerDelegate

    public func callAsFunction(_ controller: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        delegate.tabBarController(controller, shouldSelect: viewController)
    }
    public func callAsFunction(_ controller: UITabBarController, didSelect viewController: UIViewController) {
        delegate.tabBarController(controller, didSelect: viewController)
    }
    public func callAsFunction(_ controller: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        delegate.tabBarController(controller, willBeginCustomizing: viewControllers)
    }
    public func callAsFunction(_ controller: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                               changed: Bool) {
        delegate.tabBarController(controller, willEndCustomizing: viewControllers, changed: changed)
    }
    public func callAsFunction(_ controller: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                               changed: Bool) {
        delegate.tabBarController(controller, didEndCustomizing: viewControllers, changed: changed)
    }
}
