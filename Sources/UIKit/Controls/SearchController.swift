import Foundation
import RxCocoa
import RxSwift

/// As `UISearchControllerDelegate`; every method is optional in UIKit, so each does nothing
/// unless implemented.
public protocol UISearchControllerDelegate: AnyObject {
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
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// A search controller, as `UISearchController`: its `searchBar` goes in a screen's elements
/// (or `navigationItem.searchController`); making it active presents it, which its delegate and
/// RxCocoa's `rx.willPresent`, `rx.present`, `rx.didPresent`, `rx.willDismiss`, `rx.didDismiss`
/// hear. Typing into its search bar makes it active, as tapping the field does in UIKit.
open class UISearchController: UIViewController {
    public let searchResultsController: UIViewController?
    public let searchBar = UISearchBar(id: "searchBar")
    open weak var delegate: (any UISearchControllerDelegate)?
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
                phase(.present, { $0.presentSearchController(self) })
                phase(.willPresent, { $0.willPresentSearchController(self) })
                active = true
                phase(.didPresent, { $0.didPresentSearchController(self) })
            } else {
                phase(.willDismiss, { $0.willDismissSearchController(self) })
                active = false
                phase(.didDismiss, { $0.didDismissSearchController(self) })
            }
        }
    }
    private var active = false
    private let bag = DisposeBag()

    enum Phase { case present, willPresent, didPresent, willDismiss, didDismiss }
    let phases = PublishSubject<Phase>()

    deinit {
        phases.onCompleted()
    }

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

    private func phase(_ phase: Phase, _ tell: (any UISearchControllerDelegate) -> Void) {
        if let delegate { tell(delegate) }
        phases.onNext(phase)
    }

    func events(_ phase: Phase) -> Observable<Void> {
        phases.filter { $0 == phase }.map { _ in () }
    }
}

extension Reactive where Base: UISearchController {
    public var present: ControlEvent<Void> { ControlEvent(events: base.events(.present)) }
    public var willPresent: ControlEvent<Void> { ControlEvent(events: base.events(.willPresent)) }
    public var didPresent: ControlEvent<Void> { ControlEvent(events: base.events(.didPresent)) }
    public var willDismiss: ControlEvent<Void> { ControlEvent(events: base.events(.willDismiss)) }
    public var didDismiss: ControlEvent<Void> { ControlEvent(events: base.events(.didDismiss)) }
}
