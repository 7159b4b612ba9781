import Foundation

/// Where a popover points, as `UIPopoverPresentationController`: kept and not shown (a phone
/// shows a popover as a sheet).
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    open var backgroundColor: UIColor?
}

/// As UIKit's: the sides a popover's arrow may point from.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

extension UIViewController {
    /// As UIKit's: one only for a controller presented as a popover (`.popover`), else nil; it
    /// is its `presentationController`.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let made = settingsMade.popover { return made }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        settingsMade.popover = popover
        popover.delegate = settingsMade.madePresentationDelegate
        return popover
    }
}

/// What a popover presentation controller tells its delegate, as
/// `UIPopoverPresentationControllerDelegate` (set as the popover's `delegate`). A phone shows a
/// popover as a sheet here, so its own methods are kept for the app and not called; the
/// adaptive ones (`adaptivePresentationStyle(for:traitCollection:)`, often `.none`) and a
/// swipe's dismissal ones are as any presentation's. `willRepositionPopoverTo:in:` is not
/// declared: its `AutoreleasingUnsafeMutablePointer` exists only with Objective-C.
@preconcurrency @MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool {
        true
    }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
