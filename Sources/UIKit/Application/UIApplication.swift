import Foundation
import RxCocoa
import RxSwift

/// The app, as `UIApplication.shared`: its network activity indicator and the URLs it opens.
///
/// Inside an rxs session `shared` is the session's own — the indicator is the session's
/// (`activity.visible`), `open(_:)` records the URL as the window's opener does — so sessions
/// side by side never share it. Outside any session (a plain program, an XCTest) it is one
/// process-wide instance, as on iOS.
open class UIApplication: UIResponder {
    public static var shared: UIApplication {
        SessionContext.current?.extensions[sessionKey] as? UIApplication ?? processWide
    }

    /// Where a session puts its application in its context's extensions.
    package static let sessionKey = "UIKit.UIApplication"
    // Only outside sessions, where UIKit code runs on one thread as on iOS's main thread.
    private static let processWide = UIApplication(environment: nil)

    /// The window's environment in a session: its indicator and opener are the app's, and
    /// `UIViewController()` takes it. Outside a session there is none.
    let environment: _Environment?
    /// The session's window, whose storyboards `UIStoryboard(name:bundle:)` finds; held as a
    /// weak reference is, without giving the window a side table (`TryRetainedReference`).
    var window: _Window? {
        get { TryRetainedReference.object(at: windowReference?.handle) }
        set { windowReference = newValue.map(TryRetainedReference.init) }
    }
    private var windowReference: TryRetainedReference<_Window>?
    private let networkActivityIndicator: _NetworkActivityIndicator
    private let opener: _Opener
    /// The windows made key here (UIWindow.swift).
    var keyedWindows: [WeakWindow] = []
    /// `UIPasteboard.general`: the app's, so each session has its own.
    lazy var pasteboard = UIPasteboard(name: .general)
    /// The app's delegate, made by a launch (`_AppLaunch`). Kept here, as UIKit's
    /// `UIApplicationMain` keeps the one it makes.
    open var delegate: (any UIApplicationDelegate)?
    /// The scenes a launch connected, and their sessions (UIApplication+Scenes.swift).
    public internal(set) var connectedScenes: Set<UIScene> = []
    public internal(set) var openSessions: Set<UISceneSession> = []
    /// `.active` but while a launch runs the app delegate's and scene delegate's callbacks.
    var state = State.active
    /// The sessions opened so far, numbering their persistent identifiers.
    var sessionsOpened = 0
    /// The background tasks begun so far, numbering their identifiers (UIApplication+Background).
    var backgroundTasksBegun = 0
    /// `UIDevice.current` for this app's code: a session's own.
    package private(set) lazy var device = UIDevice()
    /// The appearance proxies this app's code made (`UIView.appearance()`): a session's own.
    package private(set) lazy var appearanceRegistry = AppearanceRegistry()

    package init(environment: _Environment?) {
        self.environment = environment
        networkActivityIndicator = environment?.networkActivityIndicator ?? _NetworkActivityIndicator()
        opener = environment?.opener ?? _Opener()
        super.init()
    }

    open var isNetworkActivityIndicatorVisible: Bool {
        get { networkActivityIndicator.isVisible }
        set { networkActivityIndicator.isVisible = newValue }
    }

    open var applicationIconBadgeNumber = 0
    open var applicationState: State { state }
    open var supportsMultipleScenes: Bool { false }

    public enum State: Int, Sendable {
        case active, inactive, background
    }

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Every URL can be opened: there is no other app to ask.
    open func canOpenURL(_ url: URL) -> Bool { true }

    /// Records `url` as opened (`opener.url` in a session) and reports success.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        opener.open(url.absoluteString)
        completion?(true)
    }
}

extension UIApplication {
    /// As UIKit's: the URL that opens the app's page in Settings (`open` records it).
    public static let openSettingsURLString = "app-settings:"
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let backgroundRefreshStatusDidChangeNotification =
        Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    public static let protectedDataWillBecomeUnavailableNotification =
        Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    public static let protectedDataDidBecomeAvailableNotification =
        Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
}

extension Reactive where Base: UIApplication {
    /// As RxCocoa's: binds the status bar's network activity indicator.
    @preconcurrency @MainActor public var isNetworkActivityIndicatorVisible: Binder<Bool> {
        Binder(base as UIApplication) { application, visible in application.isNetworkActivityIndicatorVisible = visible }
    }

    // The app's lifecycle, as RxCocoa reads it from the notification center.
    @preconcurrency @MainActor public static var didEnterBackground: ControlEvent<Void> { event(UIApplication.didEnterBackgroundNotification) }
    @preconcurrency @MainActor public static var willEnterForeground: ControlEvent<Void> { event(UIApplication.willEnterForegroundNotification) }
    @preconcurrency @MainActor public static var didFinishLaunching: ControlEvent<Void> { event(UIApplication.didFinishLaunchingNotification) }
    @preconcurrency @MainActor public static var didBecomeActive: ControlEvent<Void> { event(UIApplication.didBecomeActiveNotification) }
    @preconcurrency @MainActor public static var willResignActive: ControlEvent<Void> { event(UIApplication.willResignActiveNotification) }
    @preconcurrency @MainActor public static var didReceiveMemoryWarning: ControlEvent<Void> { event(UIApplication.didReceiveMemoryWarningNotification) }
    @preconcurrency @MainActor public static var willTerminate: ControlEvent<Void> { event(UIApplication.willTerminateNotification) }
    @preconcurrency @MainActor public static var significantTimeChange: ControlEvent<Void> { event(UIApplication.significantTimeChangeNotification) }
    @preconcurrency @MainActor public static var userDidTakeScreenshot: ControlEvent<Void> { event(UIApplication.userDidTakeScreenshotNotification) }
    @preconcurrency @MainActor public static var backgroundRefreshStatusDidChange: ControlEvent<Void> {
        event(UIApplication.backgroundRefreshStatusDidChangeNotification)
    }
    @preconcurrency @MainActor public static var protectedDataWillBecomeUnavailable: ControlEvent<Void> {
        event(UIApplication.protectedDataWillBecomeUnavailableNotification)
    }
    @preconcurrency @MainActor public static var protectedDataDidBecomeAvailable: ControlEvent<Void> {
        event(UIApplication.protectedDataDidBecomeAvailableNotification)
    }

    @MainActor private static func event(_ name: Notification.Name) -> ControlEvent<Void> {
        ControlEvent(events: NotificationCenter.default.rx.notification(name).map { _ in })
    }
}
