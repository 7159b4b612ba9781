import Foundation

/// The phone, as `UIDevice.current`: an iPhone on iOS 17.0 in portrait, the same in every
/// session and run. Inside a session `current` is the session's own (its application's), so
/// what one session sets (battery monitoring) another never sees; outside a session it is
/// the process-wide application's.
@preconcurrency @MainActor open class UIDevice: NSObject {
    public class var current: UIDevice { UIApplication.shared.device }

    /// As iOS 16+ tells apps without the entitlement: the model, not the owner's name.
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    /// Fixed, so that code comparing versions takes the same branch in every run.
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Screens are portrait and never rotate.
    open var orientation: UIDeviceOrientation { .portrait }
    open var isMultitaskingSupported: Bool { true }
    /// Fixed: 00000000-0000-4000-8000-000000000001 in every session and run.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }

    open var isBatteryMonitoringEnabled = false
    /// As iOS: -1 while battery monitoring is off; a full battery while it is on.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }

    public private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// There is no keyboard to click.
    open func playInputClick() {}

    package override init() {
        super.init()
    }

    private static let vendorIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 1))

    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }

    // The device notifications' names, as UIKit's; never posted (nothing changes).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// As UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension UIInterfaceOrientation {
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
