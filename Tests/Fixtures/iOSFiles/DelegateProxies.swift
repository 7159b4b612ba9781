import RxCocoa
import RxSwift
import UIKit

/// A notes screen as iOS code writes one: a search bar, a text view, a search controller and
/// the navigation controller, each observed through RxCocoa's delegate proxy, with the screen
/// itself the delegate the proxies forward to (set with `rx.setDelegate`, or as `delegate`
/// before the proxy): it limits a note's length and refuses searching while a note is written.
final class NotesViewController: UIViewController, UISearchBarDelegate, UITextViewDelegate,
    UINavigationControllerDelegate, UISearchControllerDelegate {
    private let searchBar = UISearchBar()
    private let textView = UITextView()
    private let searchController = UISearchController(searchResultsController: nil)
    private let maximumLength = 280
    private var shownScreens: [String] = []
    private var searchPresentations = 0
    private var observesNavigation = false
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(searchBar)
        view.addSubview(textView)
        navigationItem.searchController = searchController

        searchBar.rx.setDelegate(self).disposed(by: disposeBag)
        textView.rx.setDelegate(self).disposed(by: disposeBag)
        searchController.delegate = self

        let searchBarProxy: DelegateProxy<UISearchBar, UISearchBarDelegate> = searchBar.rx.delegate
        let searchControllerProxy: DelegateProxy<UISearchController, UISearchControllerDelegate> =
            searchController.rx.delegate
        precondition(searchBarProxy.forwardToDelegate() === self && searchControllerProxy.forwardToDelegate() === self)

        searchBar.rx.text.orEmpty
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] query in self?.title = query.isEmpty ? "Notes" : query })
            .disposed(by: disposeBag)
        searchController.rx.willPresent
            .subscribe(onNext: { [weak self] in self?.searchPresentations += 1 })
            .disposed(by: disposeBag)
        textView.rx.didChange
            .subscribe(onNext: { [weak self] in self?.searchBar.isHidden = !(self?.textView.text ?? "").isEmpty })
            .disposed(by: disposeBag)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let navigationController, !observesNavigation else { return }
        observesNavigation = true
        navigationController.delegate = self
        let navigationProxy: DelegateProxy<UINavigationController, UINavigationControllerDelegate> =
            navigationController.rx.delegate
        precondition(navigationProxy.forwardToDelegate() === self)
        navigationController.rx.didShow
            .subscribe(onNext: { [weak self] event in self?.shownScreens.append(event.viewController.title ?? "") })
            .disposed(by: disposeBag)
    }

    var isTextViewDelegate: Bool { textView.rx.delegate.forwardToDelegate() === self }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        !textView.isFirstResponder
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = (textView.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: text).count <= maximumLength
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        viewController.navigationItem.largeTitleDisplayMode = .never
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        searchBar.text = nil
    }
}
