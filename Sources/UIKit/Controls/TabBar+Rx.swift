import Foundation
import RxCocoa
import RxSwift

extension Reactive where Base: UITabBar {
    /// The tab bar's delegate proxy, installed as its delegate.
    public var delegate: DelegateProxy<UITabBar, UITabBarDelegate> {
        RxTabBarDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the proxy's forward delegate (held weakly) until disposed.
    public func setDelegate(_ delegate: UITabBarDelegate) -> Disposable {
        RxTabBarDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// Each item the person selects.
    public var didSelectItem: ControlEvent<UITabBarItem> {
        ControlEvent(events: delegate.invoked(.tabBarDidSelect).map { _, item in item })
    }

    public var willBeginCustomizing: ControlEvent<[UITabBarItem]> {
        ControlEvent(events: delegate.invoked(.tabBarWillBeginCustomizing).map { _, items in items })
    }

    public var didBeginCustomizing: ControlEvent<[UITabBarItem]> {
        ControlEvent(events: delegate.invoked(.tabBarDidBeginCustomizing).map { _, items in items })
    }

    public var willEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
        ControlEvent(events: delegate.invoked(.tabBarWillEndCustomizing).map { _, items, changed in (items, changed) })
    }

    public var didEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
        ControlEvent(events: delegate.invoked(.tabBarDidEndCustomizing).map { _, items, changed in (items, changed) })
    }
}
