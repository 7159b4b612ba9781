import Foundation
import RxCocoa
import RxSwift

/// The phone: one session's navigation stack, the controllers presented over it
/// (`Window+Presentation`), modal alert and overlays, and the place user input enters (see
/// `Window+UserInput`). Everything it shows comes from its environment and
/// screens; `snapshot()` reads it all at the current virtual time.
@preconcurrency @MainActor public final class _Window {
    public let environment: _Environment
    /// `UIApplication.shared` for the screens of this window (its session puts it in scope):
    /// the environment's network indicator and opener, and this window's storyboards.
    public private(set) lazy var application: UIApplication = {
        let application = UIApplication(environment: environment)
        application.window = self
        return application
    }()
    /// The root navigation stack: the window's own, or the navigation controller `open` showed.
    /// This and the two below are read by every snapshot, after every instant that ran work:
    /// unchecked exclusivity, as a view's state (one thread; no access calls out).
    /// Named as `UINavigationController()` names it (UIKit's own class: `screen`) without
    /// asking its type's name at run time, about 7 k instructions a session.
    @exclusivity(unchecked) public private(set) var navigationStack = UINavigationController(
        name: "screen", environment: UIViewController.currentEnvironment)
    /// The controllers presented over it, bottom first (`_Window+Presentation`).
    @exclusivity(unchecked) public internal(set) var presentedControllers: [UIViewController] = []
    @exclusivity(unchecked) public private(set) var presentedAlert: UIAlertController?
    /// The storyboards `UIStoryboard(name:bundle:)` finds, by name (the registry's).
    /// Set by every `open`: unchecked, as the state above.
    @exclusivity(unchecked) public var storyboards: [String: _Storyboard] = [:]
    /// What screen code did that UIKit would stop the app for (an unknown storyboard), with
    /// the place in the code; the session fails the step that caused it.
    @exclusivity(unchecked) public private(set) var problems: [String] = []
    /// Moves each time a controller in this window loads its view (its `viewDidLoad`, the
    /// app's code, ran): a snapshot that loaded one is not what a second would read.
    @exclusivity(unchecked) package internal(set) var viewLoads: UInt64 = 0
    /// The Driver/Signal scheduler's scope for this window's screen code, made once: the
    /// environment, and so its main scheduler, never changes (`withSharingScheduler`).
    private let sharingScope: SharingScheduler.Box

    public init(environment: _Environment) {
        self.environment = environment
        let mainScheduler = environment.mainScheduler
        sharingScope = SharingScheduler.Box { mainScheduler }
        navigationStack._didMove(to: self)
    }

    /// The visible screen: the top of the top-most presented stack, or of the root stack.
    public var topScreen: (any _Screen)? { visibleStack.last }

    /// The stack of screens a person sees: the top-most presented layer's, or the root's.
    public var visibleStack: [UIViewController] {
        presentedControllers.last.map(Self.screens(of:)) ?? navigationStack.viewControllers
    }

    /// The screens a layer shows: a navigation controller's stack, or the controller itself.
    static func screens(of layer: UIViewController) -> [UIViewController] {
        (layer as? UINavigationController)?.viewControllers ?? [layer]
    }

    /// Starts `screen` fresh as the root, closing the alert and whatever is presented; a
    /// navigation controller becomes the root stack itself.
    public func setRoot(_ screen: any _Screen) {
        closeAlert()
        guard let controller = screen as? UIViewController else { return }
        withSharingScheduler {
            removeAllLayers()
            if let navigation = controller as? UINavigationController {
                replaceRootStack(with: navigation)
            } else if navigationStack.appearance.isVisible {
                navigationStack.setViewControllers([controller])
            } else {
                navigationStack.setViewControllers([controller], animated: false)
                navigationStack.send(.viewWillAppear)
                navigationStack.send(.viewDidAppear)
            }
        }
    }

    /// `navigation` becomes the root stack: the old one disappears and leaves, the new one
    /// joins and appears.
    private func replaceRootStack(with navigation: UINavigationController) {
        let old = navigationStack
        guard navigation !== old else { return }
        navigation.removeFromParentSilently()
        navigation._didMove(to: self)
        navigation.topViewController?.loadViewIfNeeded()
        old.send(.viewWillDisappear)
        navigation.send(.viewWillAppear)
        navigationStack = navigation
        old._didMove(to: nil)
        old.send(.viewDidDisappear)
        navigation.send(.viewDidAppear)
    }

    /// Builds the screen registered as `name` with this window's environment and makes it the
    /// root, in one sharing scope (`setRoot`'s, nested in it, pushes no task-local of its own);
    /// the registry's storyboards become this window's.
    public func open(_ name: String, from registry: _ScreenRegistry) throws(_ScreenRegistry.Error) {
        storyboards = registry.storyboards
        try withSharingScheduler { () throws(_ScreenRegistry.Error) in
            setRoot(try registry.make(name, in: self))
        }
    }

    /// Notes what UIKit would stop the app for (see `problems`).
    public func report(_ problem: String) {
        problems.append(problem)
    }

    /// The problems noted since the last call, oldest first.
    public func takeProblems() -> [String] {
        defer { problems = [] }
        return problems
    }

    /// Shows `alert` unless one is already showing; says whether it did. It joins the window
    /// as an overlay, not a layer: it loads and appears, and no layer hears anything.
    @discardableResult
    public func present(_ alert: UIAlertController) -> Bool {
        guard presentedAlert == nil else { return false }
        presentedAlert = alert
        alert._didMove(to: self)
        withSharingScheduler {
            alert.loadViewIfNeeded()
            alert.send(.viewWillAppear)
            alert.send(.viewDidAppear)
        }
        return true
    }

    /// Closes the alert without running a handler (dismissed from code, or a new root).
    func closeAlert() {
        guard let alert = presentedAlert else { return }
        presentedAlert = nil
        leave(alert)
    }

    /// Closes the alert and runs the handler of the tapped action.
    func dismissAlert(with action: UIAlertAction?) {
        guard let alert = presentedAlert else { return }
        presentedAlert = nil
        leave(alert)
        if let action { withSharingScheduler { action.handler?(action) } }
    }

    /// The closed alert disappears, forgets its presenter and leaves the window.
    private func leave(_ alert: UIAlertController) {
        withSharingScheduler {
            alert.send(.viewWillDisappear)
            alert.send(.viewDidDisappear)
        }
        alert.presentingStorage = nil
        alert._didMove(to: nil)
    }

    public func snapshot() -> _Snapshot {
        _Snapshot(
            time: Self.milliseconds(since1970: environment.mainScheduler.now),
            screens: _mapShortList(navigationStack.viewControllers) { $0._snapshot() },
            modals: presentedControllers.map {
                _ModalSnapshot(style: $0.modalPresentationStyle.name, screens: Self.screens(of: $0).map { $0._snapshot() })
            },
            alert: presentedAlert?.snapshot(),
            hudVisible: environment.hud.isVisible,
            networkActivityVisible: environment.networkActivityIndicator.isVisible,
            openedURL: environment.opener.openedURL
        )
    }

    /// `snapshot()`, and whether taking it loaded a view (`viewLoads` moved: a `viewDidLoad`
    /// ran), for a session deciding whether to keep it: its own reads of `viewLoads` from
    /// another module were checked for exclusivity at run time, twice a snapshot.
    package func snapshotNotingViewLoads() -> (snapshot: _Snapshot, loadedViews: Bool) {
        let loads = viewLoads
        let snapshot = snapshot()
        return (snapshot, viewLoads != loads)
    }

    /// A scheduler's time (a `Date`) as whole milliseconds since 1970, clamped to `Int`.
    package static func milliseconds(since1970 time: Date) -> Int {
        let milliseconds = (time.timeIntervalSince1970 * 1000).rounded()
        if milliseconds.isNaN { return 0 }
        guard milliseconds.isFinite, abs(milliseconds) < 9.2e18 else { return milliseconds > 0 ? .max : .min }
        return Int(milliseconds)
    }

    /// `screen` joins this window and loads its view unless it is loaded.
    func attach(_ screen: any _Screen) {
        screen._didMove(to: self)
        guard let controller = screen as? UIViewController else { return }
        withSharingScheduler { controller.loadViewIfNeeded() }
    }

    /// Runs screen code with this session's main scheduler as the Driver/Signal scheduler.
    func withSharingScheduler<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let outcome = SharingScheduler.withScope(sharingScope) { () -> Result<Value, Failure> in
            do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }
}
