import Foundation

/// A navigation controller's bar, as `UINavigationBar`: its appearance is accepted and not
/// shown (a screen's title and bar button items are, through its `navigationItem`).
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var barStyle = UIBarStyle.default
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}

    /// As UIKit's (iOS 13): kept, not shown; made when first read. Held as an optional, so
    /// an appearance proxy can tell whether it was set or read (`AppearanceProperties`).
    open var standardAppearance: UINavigationBarAppearance {
        get { madeOnFirstRead(&standardAppearanceIfMade, UINavigationBarAppearance.init) }
        set { standardAppearanceIfMade = newValue }
    }
    var standardAppearanceIfMade: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
}

/// A toolbar, as `UIToolbar`: its items (but spaces) are its subviews, so a toolbar in a
/// screen's view shows them as bar buttons a flow taps; its appearance is kept, not shown.
/// A navigation controller's own toolbar shows the top screen's `toolbarItems` instead
/// (ViewController+Elements).
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? {
        didSet {
            for item in oldValue ?? [] where item.superview === self { item.removeFromSuperview() }
            for item in items ?? [] where !item.isSpace { addSubview(item) }
        }
    }
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var barStyle = UIBarStyle.default
    /// As UIKit's (iOS 13): kept, not shown; made when first read. Held as an optional, so
    /// an appearance proxy can tell whether it was set or read (`AppearanceProperties`).
    open var standardAppearance: UIToolbarAppearance {
        get { madeOnFirstRead(&standardAppearanceIfMade, UIToolbarAppearance.init) }
        set { standardAppearanceIfMade = newValue }
    }
    var standardAppearanceIfMade: UIToolbarAppearance?
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

/// As UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

/// As UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}
