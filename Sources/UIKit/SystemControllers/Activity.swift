import Foundation

/// A service a share sheet offers, as `UIActivity`: subclass it for an app's own activity
/// (`applicationActivities`). Tapping it in a share sheet (`tap` on its id) calls
/// `prepare(withActivityItems:)` and `perform()` (or presents `activityViewController`), as
/// iOS does; the activity ends with `activityDidFinish(_:)`, which calls the share sheet's
/// `completionWithItemsHandler`.
@preconcurrency @MainActor open class UIActivity: NSObject {
    /// Where a share sheet lists an activity, as UIKit's.
    public enum Category: Int, Sendable { case action, share }

    /// The kind of an activity, as `UIActivity.ActivityType`: the system's constants, or an
    /// app's own reverse-DNS string.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    open class var activityCategory: Category { .action }
    /// Nil by default; an app's activity names its own.
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    public override init() {
        super.init()
    }

    /// False by default, as UIKit's: an activity that can act on nothing is not offered.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of `perform()`; nil by default.
    open var activityViewController: UIViewController? { nil }
    /// Does nothing by default; an override ends with `activityDidFinish(_:)`.
    open func perform() {}

    /// Ends the activity: the share sheet that ran it calls its `completionWithItemsHandler`
    /// with this activity's type and `completed`, once.
    open func activityDidFinish(_ completed: Bool) {
        let sheet = runningSheet
        runningSheet = nil
        sheet?.finish(with: activityType, completed: completed)
    }

    /// The share sheet that runs this activity, until it finishes.
    weak var runningSheet: UIActivityViewController?
}

/// Gives a share sheet an item only when an activity is chosen, as `UIActivityItemSource`:
/// the placeholder is what the share sheet shows.
@preconcurrency @MainActor public protocol UIActivityItemSource: AnyObject {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
}
