import Foundation
import RxCocoa
import RxSwift

/// As `UISearchControllerDelegate`; every method is optional in UIKit, so each does nothing
/// unless implemented.
@preconcurrency @MainActor public protocol UISearchControllerDelegate: AnyObject {
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {}
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// As `UISearchResultsUpdating`: told when the search bar's text or scope changes.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// A search controller, as `UISearchController`: its `searchBar` goes in a screen's elements
/// (or `navigationItem.searchController`); making it active presents it, which its delegate and
/// RxCocoa's `rx.willPresent`, `rx.present`, `rx.didPresent`, `rx.willDismiss`, `rx.didDismiss`
/// hear. Typing into its search bar makes it active, as tapping the field does in UIKit.
open class UISearchController: UIViewController, @preconcurrency HasDelegate, @preconcurrency DelegateProxyStoring {
    public typealias Delegate = UISearchControllerDelegate

    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar(id: "searchBar")
    /// `rx.delegate` (and `rx.present` …) installs its proxy here.
    open weak var delegate: (any UISearchControllerDelegate)?
    @usableFromInline package var delegateProxies = DelegateProxySlots()
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true

    /// Presents or dismisses it, telling the delegate and `rx` in UIKit's order.
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue {
                delegate?.presentSearchController(self)
                delegate?.willPresentSearchController(self)
                active = true
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                active = false
                delegate?.didDismissSearchController(self)
            }
        }
    }
    private var active = false
    private let bag = DisposeBag()

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(name: "search", environment: UIApplication.shared.environment
                   ?? _Environment(mainScheduler: MainScheduler.instance))
        searchBar.textDidBeginEditing.subscribe(onNext: { [weak self] in self?.isActive = true }).disposed(by: bag)
        searchBar.textDidChange.subscribe(onNext: { [weak self] in
            guard let self else { return }
            searchResultsUpdater?.updateSearchResults(for: self)
        }).disposed(by: bag)
    }

    public convenience init() {
        self.init(searchResultsController: nil)
    }
}
