import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of search bars, as RxCocoa's. The bar's own `rx` events do not need it
/// (they work whether or not it is installed); once installed it is the bar's delegate and
/// forwards every call, the questions included, to the delegate set with `rx.setDelegate` (or
/// set before it). With none, the bar may begin and end editing and take every edit.
open class RxSearchBarDelegateProxy: DelegateProxy<UISearchBar, UISearchBarDelegate>, @preconcurrency DelegateProxyType,
    UISearchBarDelegate {
    public private(set) weak var searchBar: UISearchBar?

    public init(searchBar: ParentObject) {
        self.searchBar = searchBar
        super.init(parentObject: searchBar, delegateProxy: RxSearchBarDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        RxSearchBarDelegateProxy.register { RxSearchBarDelegateProxy(searchBar: $0) }
    }

    open func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        forwardToDelegate()?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    open func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        _forward(.searchBarTextDidBeginEditing, searchBar) { $0.searchBarTextDidBeginEditing(searchBar) }
    }

    open func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        forwardToDelegate()?.searchBarShouldEndEditing(searchBar) ?? true
    }

    open func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        _forward(.searchBarTextDidEndEditing, searchBar) { $0.searchBarTextDidEndEditing(searchBar) }
    }

    open func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        _forward(.searchBarTextDidChange, (searchBar, searchText)) { $0.searchBar(searchBar, textDidChange: searchText) }
    }

    open func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        forwardToDelegate()?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    open func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        _forward(.searchBarSearchButtonClicked, searchBar) { $0.searchBarSearchButtonClicked(searchBar) }
    }

    open func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
        _forward(.searchBarBookmarkButtonClicked, searchBar) { $0.searchBarBookmarkButtonClicked(searchBar) }
    }

    open func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        _forward(.searchBarCancelButtonClicked, searchBar) { $0.searchBarCancelButtonClicked(searchBar) }
    }

    open func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
        _forward(.searchBarResultsListButtonClicked, searchBar) { $0.searchBarResultsListButtonClicked(searchBar) }
    }

    open func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        _forward(.searchBarSelectedScopeButtonIndexDidChange, (searchBar, selectedScope)) {
            $0.searchBar(searchBar, selectedScopeButtonIndexDidChange: selectedScope)
        }
    }
}

extension Reactive where Base: UISearchBar {
    /// The search bar's delegate proxy, installed as its delegate.
    @preconcurrency @MainActor public var delegate: DelegateProxy<UISearchBar, UISearchBarDelegate> {
        RxSearchBarDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the proxy's forward delegate (held weakly) until disposed.
    @preconcurrency @MainActor public func setDelegate(_ delegate: UISearchBarDelegate) -> Disposable {
        RxSearchBarDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }
}

/// The search bar delegate methods a proxy reports
/// (`searchBar.rx.delegate.methodInvoked(.searchBarSearchButtonClicked)`); the ones that answer
/// a question are forwarded, not reported, as RxCocoa observes only methods that return nothing.
extension _DelegateMessage where Delegate == UISearchBarDelegate {
    public static var searchBarTextDidBeginEditing: _DelegateMessage<Delegate, UISearchBar> {
        .init("searchBarTextDidBeginEditing(_:)")
    }
    public static var searchBarTextDidEndEditing: _DelegateMessage<Delegate, UISearchBar> {
        .init("searchBarTextDidEndEditing(_:)")
    }
    public static var searchBarTextDidChange: _DelegateMessage<Delegate, (UISearchBar, String)> {
        .init("searchBar(_:textDidChange:)")
    }
    public static var searchBarSearchButtonClicked: _DelegateMessage<Delegate, UISearchBar> {
        .init("searchBarSearchButtonClicked(_:)")
    }
    public static var searchBarBookmarkButtonClicked: _DelegateMessage<Delegate, UISearchBar> {
        .init("searchBarBookmarkButtonClicked(_:)")
    }
    public static var searchBarCancelButtonClicked: _DelegateMessage<Delegate, UISearchBar> {
        .init("searchBarCancelButtonClicked(_:)")
    }
    public static var searchBarResultsListButtonClicked: _DelegateMessage<Delegate, UISearchBar> {
        .init("searchBarResultsListButtonClicked(_:)")
    }
    public static var searchBarSelectedScopeButtonIndexDidChange: _DelegateMessage<Delegate, (UISearchBar, Int)> {
        .init("searchBar(_:selectedScopeButtonIndexDidChange:)")
    }
}
