import Foundation
import RxCocoa
import RxSwift

extension Reactive where Base: UITabBarController {
    /// The controller's delegate proxy, installed as its delegate.
    @preconcurrency @MainActor public var delegate: DelegateProxy<UITabBarController, UITabBarControllerDelegate> {
        RxTabBarControllerDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the proxy's forward delegate (held weakly) until disposed.
    @preconcurrency @MainActor public func setDelegate(_ delegate: UITabBarControllerDelegate) -> Disposable {
        RxTabBarControllerDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// The screen of each tab the person selects.
    @preconcurrency @MainActor public var didSelect: ControlEvent<UIViewController> {
        ControlEvent(events: delegate.invoked(.tabBarControllerDidSelect).map { _, screen in screen })
    }

    @preconcurrency @MainActor public var willBeginCustomizing: ControlEvent<[UIViewController]> {
        ControlEvent(events: delegate.invoked(.tabBarControllerWillBeginCustomizing).map { _, screens in screens })
    }

    @preconcurrency @MainActor public var willEndCustomizing: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
        ControlEvent(events: delegate.invoked(.tabBarControllerWillEndCustomizing).map { _, screens, changed in
            (screens, changed)
        })
    }

    @preconcurrency @MainActor public var didEndCustomizing: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
        ControlEvent(events: delegate.invoked(.tabBarControllerDidEndCustomizing).map { _, screens, changed in
            (screens, changed)
        })
    }
}
