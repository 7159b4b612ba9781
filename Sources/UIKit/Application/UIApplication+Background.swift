import Foundation

/// What an app delegate asks of the app beyond its launch: remote notifications, background
/// tasks. A session has no push service and never goes to the background, so these are
/// accepted and nothing comes of them.
extension UIApplication {
    /// There is no push service: no device token is delivered, and the app stays unregistered.
    public func registerForRemoteNotifications() {}
    public func unregisterForRemoteNotifications() {}
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// A fresh identifier (1, 2, … in this app); the expiration handler never runs, as the app
    /// never goes to the background.
    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    public func beginBackgroundTask(withName taskName: String?,
                                    expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        backgroundTasksBegun += 1
        return UIBackgroundTaskIdentifier(rawValue: backgroundTasksBegun)
    }

    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// The app is in the foreground: as iOS's, the largest time there is.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

/// As UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// As UIKit's `UIBackgroundFetchResult`: what a remote notification's fetch brought.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData, noData, failed
}

/// As UIKit's `UIUserActivityRestoring`: what an app delegate's restoration handler is given
/// (responders, as on iOS).
@preconcurrency @MainActor public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ activity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
