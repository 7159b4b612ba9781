import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of tab bars, as RxCocoa's: `rx.didSelectItem` and the customizing
/// events come from it.
open class RxTabBarDelegateProxy: DelegateProxy<UITabBar, UITabBarDelegate>, @preconcurrency DelegateProxyType, UITabBarDelegate {
    public private(set) weak var tabBar: UITabBar?

    public init(tabBar: ParentObject) {
        self.tabBar = tabBar
        super.init(parentObject: tabBar, delegateProxy: RxTabBarDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        RxTabBarDelegateProxy.register { RxTabBarDelegateProxy(tabBar: $0) }
    }

    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        _forward(.tabBarDidSelect, (tabBar, item)) { $0.tabBar(tabBar, didSelect: item) }
    }

    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        _forward(.tabBarWillBeginCustomizing, (tabBar, items)) { $0.tabBar(tabBar, willBeginCustomizing: items) }
    }

    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
        _forward(.tabBarDidBeginCustomizing, (tabBar, items)) { $0.tabBar(tabBar, didBeginCustomizing: items) }
    }

    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        _forward(.tabBarWillEndCustomizing, (tabBar, items, changed)) {
            $0.tabBar(tabBar, willEndCustomizing: items, changed: changed)
        }
    }

    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        _forward(.tabBarDidEndCustomizing, (tabBar, items, changed)) {
            $0.tabBar(tabBar, didEndCustomizing: items, changed: changed)
        }
    }
}

/// The tab bar delegate methods a proxy reports (`tabBar.rx.delegate.methodInvoked(.tabBarDidSelect)`).
extension _DelegateMessage where Delegate == UITabBarDelegate {
    public static var tabBarDidSelect: _DelegateMessage<Delegate, (UITabBar, UITabBarItem)> {
        .init("tabBar(_:didSelect:)")
    }
    public static var tabBarWillBeginCustomizing: _DelegateMessage<Delegate, (UITabBar, [UITabBarItem])> {
        .init("tabBar(_:willBeginCustomizing:)")
    }
    public static var tabBarDidBeginCustomizing: _DelegateMessage<Delegate, (UITabBar, [UITabBarItem])> {
        .init("tabBar(_:didBeginCustomizing:)")
    }
    public static var tabBarWillEndCustomizing: _DelegateMessage<Delegate, (UITabBar, [UITabBarItem], Bool)> {
        .init("tabBar(_:willEndCustomizing:changed:)")
    }
    public static var tabBarDidEndCustomizing: _DelegateMessage<Delegate, (UITabBar, [UITabBarItem], Bool)> {
        .init("tabBar(_:didEndCustomizing:changed:)")
    }
}
