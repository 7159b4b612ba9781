import Foundation
import RxCocoa
import RxSwift

/// The phone: one session's navigation stack, modal alert and overlays, and the place user
/// input enters (see `Window+UserInput`). Everything it shows comes from its environment and
/// screens; `snapshot()` reads it all at the current virtual time.
public final class _Window {
    public let environment: _Environment
    /// `UIApplication.shared` for the screens of this window (its session puts it in scope):
    /// the environment's network indicator and opener.
    public private(set) lazy var application = UIApplication(environment: environment)
    public let navigationStack = UINavigationController()
    public private(set) var presentedAlert: UIAlertController?
    /// Screens whose `viewDidLoad` ran and that have not left since.
    private var loaded: Set<ObjectIdentifier> = []

    public init(environment: _Environment) {
        self.environment = environment
        navigationStack.window = self
    }

    public var topScreen: (any _Screen)? { navigationStack.topViewController }

    /// Starts `screen` fresh as the navigation root, dismissing any alert.
    public func setRoot(_ screen: any _Screen) {
        presentedAlert = nil
        withSharingScheduler { navigationStack.setViewControllers([screen]) }
    }

    /// Builds the screen registered as `name` with this window's environment and makes it the
    /// root.
    public func open(_ name: String, from registry: _ScreenRegistry) throws(_ScreenRegistry.Error) {
        let screen = try withSharingScheduler { () throws(_ScreenRegistry.Error) in
            try registry.make(name, environment: environment)
        }
        setRoot(screen)
    }

    /// Shows `alert` unless one is already showing; says whether it did.
    @discardableResult
    public func present(_ alert: UIAlertController) -> Bool {
        guard presentedAlert == nil else { return false }
        presentedAlert = alert
        alert.window = self
        return true
    }

    /// Closes the alert without running a handler (dismissed from code).
    func closeAlert() {
        presentedAlert?.window = nil
        presentedAlert = nil
    }

    /// Closes the alert and runs the handler of the tapped action.
    func dismissAlert(with action: UIAlertAction?) {
        presentedAlert = nil
        if let action { withSharingScheduler { action.handler?(action) } }
    }

    public func snapshot() -> _Snapshot {
        _Snapshot(
            time: Self.milliseconds(since1970: environment.mainScheduler.now),
            screens: navigationStack.viewControllers.map { $0.snapshot() },
            alert: presentedAlert?.snapshot(),
            hudVisible: environment.hud.isVisible,
            networkActivityVisible: environment.networkActivityIndicator.isVisible,
            openedURL: environment.opener.openedURL
        )
    }

    /// A scheduler's time (a `Date`) as whole milliseconds since 1970, clamped to `Int`.
    static func milliseconds(since1970 time: Date) -> Int {
        let milliseconds = (time.timeIntervalSince1970 * 1000).rounded()
        if milliseconds.isNaN { return 0 }
        guard milliseconds.isFinite, abs(milliseconds) < 9.2e18 else { return milliseconds > 0 ? .max : .min }
        return Int(milliseconds)
    }

    func attach(_ screen: any _Screen) {
        screen.didMove(to: self)
        guard loaded.insert(ObjectIdentifier(screen)).inserted else { return }
        withSharingScheduler { screen.viewDidLoad() }
    }

    /// The screen left: it is unloaded, so showing it again loads it again.
    func detach(_ screen: any _Screen) {
        loaded.remove(ObjectIdentifier(screen))
        screen.didMove(to: nil)
    }

    /// Runs screen code with this session's main scheduler as the Driver/Signal scheduler.
    func withSharingScheduler<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let outcome = SharingScheduler.mock(scheduler: environment.mainScheduler) { () -> Result<Value, Failure> in
            do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }
}
