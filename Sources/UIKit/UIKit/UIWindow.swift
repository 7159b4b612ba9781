import Foundation

/// A window, as `UIWindow`: the view at the top of a hierarchy, whose coordinates are the
/// screen's (`convert(_:to: nil)`). A session's screens are shown by the session's own window;
/// a `UIWindow` an app makes is a container for views and touches (`UITouch.window`).
open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    public private(set) var isKeyWindow = false

    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    open func makeKey() {
        isKeyWindow = true
    }
}
