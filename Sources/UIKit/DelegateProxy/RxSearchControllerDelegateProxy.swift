import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of search controllers, as RxCocoa's: `rx.present`, `rx.willPresent`,
/// `rx.didPresent`, `rx.willDismiss` and `rx.didDismiss` come from it, and it forwards each call
/// to the delegate set with `rx.setDelegate` (or set before it).
open class RxSearchControllerDelegateProxy: DelegateProxy<UISearchController, UISearchControllerDelegate>,
    @preconcurrency DelegateProxyType, UISearchControllerDelegate {
    public private(set) weak var searchController: UISearchController?

    public init(searchController: UISearchController) {
        self.searchController = searchController
        super.init(parentObject: searchController, delegateProxy: RxSearchControllerDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        RxSearchControllerDelegateProxy.register { RxSearchControllerDelegateProxy(searchController: $0) }
    }

    open func presentSearchController(_ searchController: UISearchController) {
        _forward(.presentSearchController, searchController) { $0.presentSearchController(searchController) }
    }

    open func willPresentSearchController(_ searchController: UISearchController) {
        _forward(.willPresentSearchController, searchController) { $0.willPresentSearchController(searchController) }
    }

    open func didPresentSearchController(_ searchController: UISearchController) {
        _forward(.didPresentSearchController, searchController) { $0.didPresentSearchController(searchController) }
    }

    open func willDismissSearchController(_ searchController: UISearchController) {
        _forward(.willDismissSearchController, searchController) { $0.willDismissSearchController(searchController) }
    }

    open func didDismissSearchController(_ searchController: UISearchController) {
        _forward(.didDismissSearchController, searchController) { $0.didDismissSearchController(searchController) }
    }
}

/// The search controller delegate methods a proxy reports
/// (`searchController.rx.delegate.methodInvoked(.didPresentSearchController)`).
extension _DelegateMessage where Delegate == UISearchControllerDelegate {
    public static var presentSearchController: _DelegateMessage<Delegate, UISearchController> {
        .init("presentSearchController(_:)")
    }
    public static var willPresentSearchController: _DelegateMessage<Delegate, UISearchController> {
        .init("willPresentSearchController(_:)")
    }
    public static var didPresentSearchController: _DelegateMessage<Delegate, UISearchController> {
        .init("didPresentSearchController(_:)")
    }
    public static var willDismissSearchController: _DelegateMessage<Delegate, UISearchController> {
        .init("willDismissSearchController(_:)")
    }
    public static var didDismissSearchController: _DelegateMessage<Delegate, UISearchController> {
        .init("didDismissSearchController(_:)")
    }
}

/// As RxCocoa's: the events are the proxy's calls, as plain observables; they complete when
/// the search controller goes.
extension Reactive where Base: UISearchController {
    /// The search controller's delegate proxy, installed as its delegate.
    @preconcurrency @MainActor public var delegate: DelegateProxy<UISearchController, UISearchControllerDelegate> {
        RxSearchControllerDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the proxy's forward delegate (held weakly) until disposed.
    @preconcurrency @MainActor public func setDelegate(_ delegate: UISearchControllerDelegate) -> Disposable {
        RxSearchControllerDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    @preconcurrency @MainActor public var present: Observable<Void> { delegate.invoked(.presentSearchController).map { _ in () } }
    @preconcurrency @MainActor public var willPresent: Observable<Void> { delegate.invoked(.willPresentSearchController).map { _ in () } }
    @preconcurrency @MainActor public var didPresent: Observable<Void> { delegate.invoked(.didPresentSearchController).map { _ in () } }
    @preconcurrency @MainActor public var willDismiss: Observable<Void> { delegate.invoked(.willDismissSearchController).map { _ in () } }
    @preconcurrency @MainActor public var didDismiss: Observable<Void> { delegate.invoked(.didDismissSearchController).map { _ in () } }
}
