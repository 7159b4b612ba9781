import Foundation

/// As UIKit's `UIScene`: one instance of an app's UI, with the delegate that sets it up.
/// A session makes one `UIWindowScene` when it launches an app registered by its delegates.
open class UIScene: UIResponder {
    public let session: UISceneSession
    /// The scene keeps its delegate, as on iOS.
    open var delegate: (any UISceneDelegate)?
    public internal(set) var activationState: ActivationState = .unattached
    open var title: String!

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// As UIKit's: what the scene was opened with. A session connects a scene as a launch from
    /// its icon does: no URLs, activities or shortcut.
    open class ConnectionOptions: NSObject {
        public let urlContexts: Set<UIOpenURLContext>
        public let userActivities: Set<NSUserActivity>
        public let shortcutItem: UIApplicationShortcutItem?
        public let sourceApplication: String?
        public let handoffUserActivityType: String?

        package init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
                     shortcutItem: UIApplicationShortcutItem? = nil) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
            sourceApplication = nil
            handoffUserActivityType = nil
        }
    }

    /// As UIKit's: how a URL a scene is asked to open came (`UIOpenURLContext.options`).
    open class OpenURLOptions: NSObject {
        public let sourceApplication: String?
        public let annotation: Any?
        public let openInPlace: Bool

        package init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
        }
    }

    // The scene notifications' names, as UIKit's. A launch does not post them: the default
    // notification center is the process's, which sessions side by side share.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// As UIKit's `UIWindowScene`: a scene showing windows, on the phone's one screen in portrait.
open class UIWindowScene: UIScene {
    /// The windows made with this scene (`UIWindow(windowScene:)`), live ones, oldest first.
    public var windows: [UIWindow] { attachedWindows.compactMap(\.window) }
    /// The scene's window made key last.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { .main }
    open var traitCollection: UITraitCollection { .screen }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    private var attachedWindows: [WeakWindow] = []

    func attach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
        attachedWindows.append(WeakWindow(window))
    }

    func detach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
    }
}

/// As UIKit's `UISceneSession`: the lasting record of a scene, with its role and configuration.
open class UISceneSession: NSObject {
    public let role: Role
    /// Deterministic: the app's sessions in the order they were opened, spelled as UUIDs.
    public let persistentIdentifier: String
    public internal(set) var configuration: UISceneConfiguration
    public internal(set) weak var scene: UIScene?
    open var userInfo: [String: Any]?

    package init(role: Role, number: Int) {
        self.role = role
        let digits = String(number)
        persistentIdentifier = "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }

    /// As UIKit's: what a scene session is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive =
            Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// As UIKit's `UISceneConfiguration`: which delegate class sets up a scene. Without a
/// `delegateClass` the scene delegate registered with the app is used (iOS reads the Info.plist).
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    /// Kept, not read: the scene delegate makes the window.
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
