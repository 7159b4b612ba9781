import Foundation

/// A guide that tracks something on screen, as UIKit's `UITrackingLayoutGuide`: kept, not solved.
open class UITrackingLayoutGuide: UILayoutGuide {}

/// Where the keyboard is, as `UIKeyboardLayoutGuide` (iOS 15). rxs has no keyboard, so the
/// guide lies along the bottom of its view, as iOS's does while the keyboard is hidden.
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    open var followsUndockedKeyboard = false
    open var usesBottomSafeArea = true

    open override var layoutFrame: CGRect {
        let bounds = owningView?.bounds ?? .zero
        return CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: 0)
    }
}

extension UIView {
    /// As UIKit's: the view's keyboard guide, made when first asked for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        return guide
    }
}
