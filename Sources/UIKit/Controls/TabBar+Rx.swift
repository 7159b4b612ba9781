import Foundation
import RxCocoa
import RxSwift

extension Reactive where Base: UITabBar {
    /// The tab bar's delegate proxy, installed as its delegate.
    @preconcurrency @MainActor public var delegate: DelegateProxy<UITabBar, UITabBarDelegate> {
        RxTabBarDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the proxy's forward delegate (held weakly) until disposed.
    @preconcurrency @MainActor public func setDelegate(_ delegate: UITabBarDelegate) -> Disposable {
        RxTabBarDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// Each item the person selects.
    @preconcurrency @MainActor public var didSelectItem: ControlEvent<UITabBarItem> {
        ControlEvent(events: delegate.invoked(.tabBarDidSelect).map { _, item in item })
    }

    @preconcurrency @MainActor public var willBeginCustomizing: ControlEvent<[UITabBarItem]> {
        ControlEvent(events: delegate.invoked(.tabBarWillBeginCustomizing).map { _, items in items })
    }

    @preconcurrency @MainActor public var didBeginCustomizing: ControlEvent<[UITabBarItem]> {
        ControlEvent(events: delegate.invoked(.tabBarDidBeginCustomizing).map { _, items in items })
    }

    @preconcurrency @MainActor public var willEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
        ControlEvent(events: delegate.invoked(.tabBarWillEndCustomizing).map { _, items, changed in (items, changed) })
    }

    @preconcurrency @MainActor public var didEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
        ControlEvent(events: delegate.invoked(.tabBarDidEndCustomizing).map { _, items, changed in (items, changed) })
    }
}
