import Foundation

/// The phone's screen, as `UIScreen.main`: the size every headless window has
/// (`_Window.screenBounds`, 390 × 844 points at 3×), the same in every session. It changes
/// nothing and holds no state.
open class UIScreen: NSObject, @unchecked Sendable {
    public class var main: UIScreen { phone }
    private static let phone = UIScreen()

    open var bounds: CGRect { _Window.screenBounds }
    open var scale: CGFloat { traitCollection.displayScale }
    open var nativeScale: CGFloat { scale }
    /// The bounds in pixels, as UIKit's.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    open var traitCollection: UITraitCollection { .screen }
}
