import Foundation

/// How a sheet sits, as `UISheetPresentationController` (iOS 15): its detents and grabber
/// are kept and not shown (a presented controller is shown whole, as its own layer); a person
/// swipes it down to dismiss it (`back`, `_Window+SwipeDismiss`).
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at, as UIKit's.
    open class Detent: NSObject {
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier

        init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }

        open class func medium() -> Detent { Detent(identifier: .medium) }
        open class func large() -> Detent { Detent(identifier: .large) }
    }

    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var preferredCornerRadius: CGFloat?

    /// Runs `changes` at once, as there is nothing to animate.
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }
}

extension UIViewController {
    /// As UIKit's: one for a controller presented as a sheet (`.pageSheet`, `.formSheet`,
    /// `.automatic`), else nil; it is its `presentationController`.
    public var sheetPresentationController: UISheetPresentationController? {
        guard [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle) else { return nil }
        if let made = settingsMade.sheet { return made }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        settingsMade.sheet = sheet
        sheet.delegate = settingsMade.madePresentationDelegate
        return sheet
    }
}
