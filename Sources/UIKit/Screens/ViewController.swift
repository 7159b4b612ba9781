import RxCocoa
import RxSwift

/// The base of every screen, as `UIViewController`: an environment, a view loaded on first
/// use, a dispose bag that lives as long as the screen is shown, containment, navigation and
/// modal presentation.
///
///     final class SearchViewController: UIViewController {
///         let searchField = UITextField()
///         let searchButton = UIButton(type: .system)
///         private let disposeBag = DisposeBag()
///         override func viewDidLoad() {
///             super.viewDidLoad()
///             view.addSubview(searchField)
///             view.addSubview(searchButton)
///             viewModel.validation.bind(to: searchButton.rx.isEnabled).disposed(by: disposeBag)
///         }
///     }
///
/// A controller shows what its view holds: the controls added with `view.addSubview` (and
/// below them), its child controllers' and its navigation item's bar buttons (see
/// `ViewController+Elements`), unless it overrides `_elements` (RxUI's `ViewController` lists
/// them as `elements`). rxs's own members are underscored or `package`, so a subclass may
/// declare any name iOS's `UIViewController` does not have.
open class UIViewController: UIResponder, _Screen, UITraitEnvironment {
    /// The registry name (`nav.screen`).
    public let _name: String
    package let _environment: _Environment
    // The state a snapshot and the lifecycle calls read (title, view, appearance, observers,
    // children, parent, window, dispose bag) is unchecked for exclusivity, as a view's: one
    // thread, and no access calls out.
    @exclusivity(unchecked) open var title: String?
    /// Let go of when the screen leaves its window, which disposes what it held, and made
    /// again when next asked for. Reached as `disposeBag` (see `ScreenDisposeBag`).
    public var _screenDisposeBag: DisposeBag {
        if let currentDisposeBag { return currentDisposeBag }
        let bag = DisposeBag()
        currentDisposeBag = bag
        return bag
    }
    /// Nil until asked for, and after the screen left its window: a leaving screen was given a
    /// new empty bag, made and freed with it when nothing was added to it.
    @exclusivity(unchecked) private var currentDisposeBag: DisposeBag?
    /// Made when first asked for: few screens set bar buttons or hide the back button, and
    /// every screen made and freed one (the `back` command and the elements read the stored
    /// one, `navigationItemIfMade`).
    public var navigationItem: UINavigationItem {
        if let navigationItemIfMade { return navigationItemIfMade }
        let item = UINavigationItem()
        item.owner = self
        navigationItemIfMade = item
        return item
    }
    @exclusivity(unchecked) private(set) var navigationItemIfMade: UINavigationItem?
    /// This screen's tab: never nil when read, as UIKit's, made from the title on first read (a tab
    /// bar controller reads `tabBarItemIfMade`, so a screen without one shows its title or name).
    public var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemIfMade { return tabBarItemIfMade }
            let made = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemIfMade = made
            return made
        }
        set { tabBarItemIfMade = newValue }
    }
    private(set) var tabBarItemIfMade: UITabBarItem?
    /// The window, read as a weak reference and held without a side table (`TryRetainedReference`):
    /// every retain of a window a weak reference reached took the runtime's slow path.
    package var _window: _Window? { TryRetainedReference.object(at: windowReference?.handle) }
    @exclusivity(unchecked) private var windowReference: TryRetainedReference<_Window>?
    @exclusivity(unchecked) private var loadedView: UIView?
    /// Set when the screen left its window with its view loaded (see `_didMove(to:)`).
    @exclusivity(unchecked) private var reloadsView = false
    /// What a storyboard connects when the view loads (`_Storyboard.register(_:factory:outlets:)`).
    var storyboardOutlets: ((UIViewController) -> Void)?
    /// Where the appearance calls stand, so a container never sends one twice.
    @exclusivity(unchecked) var appearance = Appearance.disappeared
    /// The `animated` of the last `beginAppearanceTransition`, which `endAppearanceTransition` passes on.
    @exclusivity(unchecked) var appearanceTransitionIsAnimated = false
    /// The lifecycle calls' observers (`rx.sentMessage`, `rx.methodInvoked`), made on first use.
    // Nonisolated (unsafe): `deinit` completes them, on the thread that used the controller.
    @exclusivity(unchecked) nonisolated(unsafe) var messageObservers: [_ViewControllerMessage: MessageObservers] = [:]
    /// Ids given to unnamed views by `ViewController+Elements`, counted per kind.
    var generatedIDs: [String: Int] = [:]

    // Containment (ViewController+Containment).
    /// Held as a weak reference is, without giving the container a side table (see `_window`).
    public internal(set) var parent: UIViewController? {
        get { TryRetainedReference.object(at: parentReference?.handle) }
        set { parentReference = newValue.map(TryRetainedReference.init) }
    }
    @exclusivity(unchecked) private var parentReference: TryRetainedReference<UIViewController>?
    @exclusivity(unchecked) public internal(set) var children: [UIViewController] = []
    // Modal presentation (ViewController+Presentation).
    weak var presentingStorage: UIViewController?
    var presentedStorage: UIViewController?
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false
    public internal(set) var isMovingToParent = false
    public internal(set) var isMovingFromParent = false

    public init(name: String, environment: _Environment) {
        self._name = name
        self._environment = environment
        super.init()
    }

    /// As RxCocoa's `sentMessage`/`methodInvoked`: they complete when the controller goes.
    deinit {
        withoutIsolationCheck { releaseRootView() }
        for observers in messageObservers.values {
            observers.sent.onCompleted()
            observers.invoked.onCompleted()
        }
    }

    /// The loaded custom root view no longer calls this controller's layout callbacks.
    private func releaseRootView() {
        guard let extras = loadedView?.extras, let controller = extras.viewController,
              controller.toOpaque() == Unmanaged.passUnretained(self).toOpaque() else { return }
        extras.viewController = nil
    }

    /// As `UIViewController()`: inside a session on the session's environment (the one
    /// `UIApplication.shared` belongs to), outside one on a fresh environment on
    /// `MainScheduler.instance`. Its name (`nav.screen`) is its class's, without
    /// `ViewController`: `SettingsViewController()` is `settings`.
    public override convenience init() {
        self.init(name: Self.screenName(of: Self.self), environment: Self.currentEnvironment)
    }

    /// The session's environment, or outside one a fresh one on `MainScheduler.instance`.
    static var currentEnvironment: _Environment {
        UIApplication.shared.environment ?? _Environment(mainScheduler: MainScheduler.instance)
    }

    /// As UIKit's designated initializer (a subclass's own calls `super.init(nibName:bundle:)`),
    /// named and placed as `init()`; there are no nibs here, so both are ignored.
    public init(nibName: String?, bundle: Bundle?) {
        _name = Self.screenName(of: Self.self)
        _environment = Self.currentEnvironment
        super.init()
    }

    /// `SettingsViewController` → `settings`; UIKit's own classes → `screen`.
    static func screenName(of type: UIViewController.Type) -> String {
        if String(reflecting: type).hasPrefix("UIKit.") { return "screen" }
        var name = String(describing: type)
        if name.hasSuffix("ViewController") { name.removeLast("ViewController".count) }
        guard let first = name.first else { return "screen" }
        return first.lowercased() + name.dropFirst()
    }

    // MARK: The view, loaded on first use as UIKit's

    /// The root view: the first access loads it (`loadView`, then `viewDidLoad`). Setting it
    /// replaces it; setting nil unloads it, and the next access loads it again.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView ?? UIView()
        }
        set {
            releaseRootView()
            loadedView = newValue
            if let root = newValue as? ScreenRootView {
                root.owner = self
            } else if let newValue {
                newValue.extrasMade.viewController = Unmanaged.passUnretained(self)
            }
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; override to set your own `view` (do not call `super` then).
    open func loadView() {
        view = ScreenRootView(owner: self)
    }

    /// Loads the view unless it is loaded: `loadView`, then `viewDidLoad`, once per load.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = ScreenRootView(owner: self) }
        storyboardOutlets?(self)
        if let window = _window {
            window.viewLoads &+= 1
            window.withSharingScheduler { send(.viewDidLoad) }
        } else {
            send(.viewDidLoad)
        }
    }

    /// The children that appear and disappear with this one: all of them, unless a container
    /// shows only one (a navigation controller's top, a tab bar controller's selected tab).
    var appearanceChildren: [UIViewController] { children }

    /// The controls the snapshot shows, in display order; by default those the view holds.
    open var _elements: [any _ViewElement] { viewElements() }

    open func viewDidLoad() {}

    /// Called as UIKit calls them when the visible screen changes: on push, pop, `back`, a new
    /// root or stack, a tab switch, present and dismiss (`viewWillAppear` after `viewDidLoad`
    /// the first time). See docs/SCREENS.md for the order.
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called around the root view's `layoutSubviews()`, in its layout pass (`layoutIfNeeded()`).
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Never called: a headless screen has no memory pressure, safe area or layout margin changes.
    open func didReceiveMemoryWarning() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}

    // MARK: Traits, chrome and presentation settings: kept, not shown (TraitCollection.swift)

    /// Always light and regular, so `traitCollectionDidChange(_:)` is never called.
    open var traitCollection: UITraitCollection { .screen }
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {} // iOS 17's
    open override var keyCommands: [UIKeyCommand]? { (settings?.keyCommands).flatMap { $0.isEmpty ? nil : $0 } } // added, never pressed
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Never called: a headless screen does not rotate or resize.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Nil: pushes and presentations happen at once, with no transition to animate alongside.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// As UIKit's: setting it calls `setEditing(_:animated:)`, which a subclass overrides
    /// (calling `super`). Kept, not shown.
    open var isEditing: Bool {
        get { settings?.isEditing ?? false }
        set { setEditing(newValue, animated: false) }
    }
    open func setEditing(_ editing: Bool, animated: Bool) {
        settingsMade.isEditing = editing
        updateEditButtonItem()
    }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var shouldAutorotate: Bool { true }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    @exclusivity(unchecked) var settings: ControllerSettings?
    var settingsMade: ControllerSettings {
        if let settings { return settings }
        let made = ControllerSettings()
        settings = made
        return made
    }
    open var hidesBottomBarWhenPushed: Bool {
        get { settings?.hidesBottomBarWhenPushed ?? false }
        set { settingsMade.hidesBottomBarWhenPushed = newValue }
    }
    open var definesPresentationContext: Bool {
        get { settings?.definesPresentationContext ?? false }
        set { settingsMade.definesPresentationContext = newValue }
    }
    open var providesPresentationContextTransitionStyle: Bool {
        get { settings?.providesPresentationContextTransitionStyle ?? false }
        set { settingsMade.providesPresentationContextTransitionStyle = newValue }
    }
    open var edgesForExtendedLayout: UIRectEdge {
        get { settings?.edgesForExtendedLayout ?? .all }
        set { settingsMade.edgesForExtendedLayout = newValue }
    }
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get { settings?.extendedLayoutIncludesOpaqueBars ?? false }
        set { settingsMade.extendedLayoutIncludesOpaqueBars = newValue }
    }
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { settings?.additionalSafeAreaInsets ?? .zero }
        set { settingsMade.additionalSafeAreaInsets = newValue }
    }
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { settings?.modalTransitionStyle ?? .coverVertical }
        set { settingsMade.modalTransitionStyle = newValue }
    }
    open var isModalInPresentation: Bool {
        get { settings?.isModalInPresentation ?? false }
        set { settingsMade.isModalInPresentation = newValue }
    }
    open var preferredContentSize: CGSize {
        get { settings?.preferredContentSize ?? .zero }
        set { settingsMade.preferredContentSize = newValue }
    }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { settings?.overrideUserInterfaceStyle ?? .unspecified }
        set { settingsMade.overrideUserInterfaceStyle = newValue }
    }
    /// The items a navigation controller's toolbar would show: kept, not shown.
    open var toolbarItems: [UIBarButtonItem]? {
        get { settings?.toolbarItems }
        set { settingsMade.toolbarItems = newValue }
    }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
    /// Nothing to update: the status bar is not shown.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Joins `window`, or leaves it (`nil`): a screen that leaves lets go of its bindings and
    /// its view, so showing it again loads it again. Its children and what it presents follow.
    public func _didMove(to window: _Window?) {
        windowReference = window.map(TryRetainedReference.init)
        for child in children { child._didMove(to: window) }
        guard window == nil else {
            // Back after leaving: the view its old bindings fed is loaded afresh on first use.
            if reloadsView { loadedView = nil }
            reloadsView = false
            return
        }
        currentDisposeBag = nil
        reloadsView = loadedView != nil
        // One on its way out still hears its `viewDidDisappear`.
        if appearance != .disappearing { appearance = .disappeared }
    }

    /// Called by `performSegue(withIdentifier:sender:)` before the segue's destination shows,
    /// as UIKit's (ViewController+Segues).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// UIKit asks it before a segue a storyboard control triggers; none does here, and
    /// `performSegue` does not ask it (nor does UIKit's). Kept for the app.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// Shows `controller` as UIKit's `show(_:sender:)`: pushed on this controller's navigation
    /// stack, or presented when there is none.
    open func show(_ controller: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }

    /// As UIKit's: a split view controller above this one shows `vc` as its detail; else it is
    /// presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// The nearest navigation controller above this one (its parent, or the parent's), as UIKit's.
    public var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    public var tabBarController: UITabBarController? {
        var current = parent
        while let candidate = current {
            if let tabs = candidate as? UITabBarController { return tabs }
            current = candidate.parent
        }
        return nil
    }

    /// The alert showing in this screen's window, if any (RxUI's `presentedAlert`).
    package var _presentedAlert: UIAlertController? { _window?.presentedAlert }

    /// `present(_:animated:completion:)` with `animated` left out, as rxs's own apps and tests
    /// present alerts (not UIKit's API, so not public).
    package func present(_ alert: UIAlertController, animated: Bool = true, completion: (() -> Void)? = nil) {
        present(alert as UIViewController, animated: animated, completion: completion)
    }
}

extension Reactive where Base: UIViewController {
    /// The screen's title (`nav.title`), as RxCocoa's `UIViewController.rx.title`.
    @preconcurrency @MainActor public var title: Binder<String> {
        Binder(base as UIViewController) { screen, title in screen.title = title }
    }
}
