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
}

/// A navigation controller's toolbar, as `UIToolbar`: its items and appearance are kept, not
/// shown.
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var barStyle = UIBarStyle.default

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
