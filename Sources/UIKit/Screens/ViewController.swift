import RxCocoa
import RxSwift

/// The base of every screen, as `UIViewController`: an environment, a dispose bag that lives
/// as long as the screen is shown, navigation and alert presentation.
///
///     final class SearchViewController: ViewController {
///         let searchField = TextField(id: "searchField", placeholder: "検索ワード")
///         override var elements: [any ViewElement] { [searchField] }
///         override func viewDidLoad() {
///             super.viewDidLoad()
///             viewModel.validation.bind(to: searchButton.rx.isEnabled).disposed(by: disposeBag)
///         }
///     }
open class UIViewController: UIResponder, _Screen {
    public let name: String
    public let environment: _Environment
    public var title: String?
    /// Replaced when the screen leaves its window, which disposes what it held. Reached as
    /// `disposeBag` (see `ScreenDisposeBag`).
    public private(set) var screenDisposeBag = DisposeBag()
    public let view = _RootView()
    public let navigationItem = UINavigationItem()
    /// This screen's tab in a `UITabBarController`.
    public var tabBarItem: UITabBarItem?
    public private(set) weak var window: _Window?

    public init(name: String, environment: _Environment) {
        self.name = name
        self.environment = environment
        super.init()
        view.owner = self
        navigationItem.owner = self
    }

    /// As `UIViewController()`: inside a session on the session's environment (the one
    /// `UIApplication.shared` belongs to), outside one on a fresh environment on
    /// `MainScheduler.instance`. Its name (`nav.screen`) is its class's, without
    /// `ViewController`: `SettingsViewController()` is `settings`.
    public override convenience init() {
        self.init(name: Self.screenName(of: Self.self),
                  environment: UIApplication.shared.environment ?? _Environment(mainScheduler: MainScheduler.instance))
    }

    /// As UIKit's; there are no nibs here, so both are ignored.
    public convenience init(nibName: String?, bundle: Bundle?) {
        self.init()
    }

    /// `SettingsViewController` → `settings`; UIKit's own classes → `screen`.
    static func screenName(of type: UIViewController.Type) -> String {
        var name = String(describing: type)
        if name.hasSuffix("ViewController") { name.removeLast("ViewController".count) }
        guard let first = name.first, name != "UI", name != "UITabBar" else { return "screen" }
        return first.lowercased() + name.dropFirst()
    }

    open var elements: [any _ViewElement] { [] }

    open func viewDidLoad() {}

    /// Called as UIKit calls them when the visible screen changes: on push, pop, `back`, a new
    /// root or stack, and a tab switch (`viewWillAppear` after `viewDidLoad` the first time).
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    public func didMove(to window: _Window?) {
        self.window = window
        if window == nil { screenDisposeBag = DisposeBag() }
    }

    public var navigationController: UINavigationController? { window?.navigationStack }

    /// Shows the session's network activity indicator while `loading` says so. The indicator
    /// belongs to this screen's requests: it goes off when the screen leaves, so a request cut
    /// short by leaving never leaves it on.
    public func showNetworkActivity(while loading: Driver<Bool>) {
        let indicator = environment.networkActivityIndicator
        loading.drive(indicator.rx.isVisible).disposed(by: disposeBag)
        Disposables.create { indicator.isVisible = false }.disposed(by: disposeBag)
    }

    /// Shows the session's HUD while `visible` says so, and hides it when the screen leaves.
    public func showHUD(while visible: Driver<Bool>) {
        let hud = environment.hud
        visible.drive(hud.rx.isVisible).disposed(by: disposeBag)
        Disposables.create { hud.hide() }.disposed(by: disposeBag)
    }

    /// The alert showing in this screen's window, if any.
    public var presentedAlert: UIAlertController? { window?.presentedAlert }

    /// Shows `alert` modally; ignored when another alert is showing or the screen is not in a
    /// window (UIKit logs a warning in both cases).
    public func present(_ alert: UIAlertController, animated: Bool = true, completion: (() -> Void)? = nil) {
        guard let window, window.present(alert) else { return }
        alert.window = window
        completion?()
    }

    /// Dismisses the alert this screen presented, as UIKit's `dismiss` on the presenter.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        presentedAlert?.dismiss(animated: animated, completion: completion)
    }
}

extension Reactive where Base: UIViewController {
    /// The screen's title (`nav.title`), as RxCocoa's `UIViewController.rx.title`.
    public var title: Binder<String> {
        Binder(base) { screen, title in screen.title = title }
    }
}

/// Gives every screen a `disposeBag` that is not a class member, so a subclass may declare
/// its own `private let disposeBag = DisposeBag()` as UIKit code does (a stored property
/// cannot override an inherited one); the subclass's own bag then wins inside it.
public protocol _ScreenDisposeBag: AnyObject {
    var screenDisposeBag: DisposeBag { get }
}

extension _ScreenDisposeBag {
    /// The bag emptied when the screen leaves its window.
    public var disposeBag: DisposeBag { screenDisposeBag }
}

extension UIViewController: _ScreenDisposeBag {}

/// A screen's root view; `endEditing(true)` dismisses the keyboard, as in UIKit.
public final class _RootView {
    weak var owner: (any _Screen)?
    /// Gestures on the whole screen (`gesture tap` without an id).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []
    /// Accepted and not shown.
    public var backgroundColor: UIColor?

    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        for case let input as any TextInput in owner?.elements ?? [] {
            input.resignFirstResponder()
        }
        return true
    }
}
