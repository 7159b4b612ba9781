import Foundation

/// The properties an appearance proxy passes on (UIKit's `UI_APPEARANCE_SELECTOR` ones that
/// rxs keeps), each copied from the proxy to a view when the proxy set it and the view did
/// not: both are read as stored, so "not set" is the class's default (nil for the optional
/// ones). A view that set a property to its default value takes the proxy's, as UIKit's
/// would not; a view that set any other value keeps it.
@MainActor enum AppearanceProperties {
    /// Copies what `proxy` set onto `view`, which is of the proxy's class or a subclass.
    static func copy(from proxy: UIView, to view: UIView) {
        take(proxy.extras?.backgroundColor, view.extras?.backgroundColor) { view.backgroundColor = $0 }
        take(proxy.extras?.tintColor, view.extras?.tintColor) { view.tintColor = $0 }
        if let proxy = proxy as? UILabel, let view = view as? UILabel {
            take(proxy.extras?.textColor, view.extras?.textColor) { view.textColor = $0 }
            take(proxy.extras?.font, view.extras?.font) { view.font = $0 }
        } else if let proxy = proxy as? UIButton, let view = view as? UIButton {
            take(proxy.titleColor, view.titleColor) { view.titleColor = $0 }
            for (state, color) in proxy.titleColors where view.titleColors[state] == nil {
                view.titleColors[state] = color
            }
        } else if let proxy = proxy as? UITextField, let view = view as? UITextField {
            take(proxy.textColor, view.textColor) { view.textColor = $0 }
            take(proxy.font, view.font) { view.font = $0 }
        } else if let proxy = proxy as? UITextView, let view = view as? UITextView {
            take(proxy.textColor, view.textColor) { view.textColor = $0 }
            take(proxy.font, view.font) { view.font = $0 }
        } else if let proxy = proxy as? UIBarButtonItem, let view = view as? UIBarButtonItem {
            for (state, attributes) in proxy.titleTextAttributesByState
            where view.titleTextAttributesByState[state] == nil {
                view.titleTextAttributesByState[state] = attributes
            }
        } else {
            copyBars(from: proxy, to: view)
            copyControls(from: proxy, to: view)
        }
    }

    /// Navigation bars, toolbars, tab bars and search bars.
    private static func copyBars(from proxy: UIView, to view: UIView) {
        if let proxy = proxy as? UINavigationBar, let view = view as? UINavigationBar {
            take(proxy.barTintColor, view.barTintColor) { view.barTintColor = $0 }
            take(proxy.titleTextAttributes, view.titleTextAttributes) { view.titleTextAttributes = $0 }
            take(proxy.largeTitleTextAttributes, view.largeTitleTextAttributes) { view.largeTitleTextAttributes = $0 }
            take(proxy.shadowImage, view.shadowImage) { view.shadowImage = $0 }
            take(proxy.standardAppearanceIfMade, view.standardAppearanceIfMade) { view.standardAppearance = $0 }
            take(proxy.compactAppearance, view.compactAppearance) { view.compactAppearance = $0 }
            take(proxy.scrollEdgeAppearance, view.scrollEdgeAppearance) { view.scrollEdgeAppearance = $0 }
            take(proxy.compactScrollEdgeAppearance, view.compactScrollEdgeAppearance) {
                view.compactScrollEdgeAppearance = $0
            }
            if !proxy.isTranslucent { view.isTranslucent = false }
            if proxy.barStyle != .default, view.barStyle == .default { view.barStyle = proxy.barStyle }
        } else if let proxy = proxy as? UIToolbar, let view = view as? UIToolbar {
            take(proxy.barTintColor, view.barTintColor) { view.barTintColor = $0 }
            take(proxy.standardAppearanceIfMade, view.standardAppearanceIfMade) { view.standardAppearance = $0 }
            take(proxy.compactAppearance, view.compactAppearance) { view.compactAppearance = $0 }
            take(proxy.scrollEdgeAppearance, view.scrollEdgeAppearance) { view.scrollEdgeAppearance = $0 }
            take(proxy.compactScrollEdgeAppearance, view.compactScrollEdgeAppearance) {
                view.compactScrollEdgeAppearance = $0
            }
            if !proxy.isTranslucent { view.isTranslucent = false }
            if proxy.barStyle != .default, view.barStyle == .default { view.barStyle = proxy.barStyle }
        } else if let proxy = proxy as? UITabBar, let view = view as? UITabBar {
            take(proxy.barTintColor, view.barTintColor) { view.barTintColor = $0 }
            take(proxy.unselectedItemTintColor, view.unselectedItemTintColor) { view.unselectedItemTintColor = $0 }
            take(proxy.standardAppearanceIfMade, view.standardAppearanceIfMade) { view.standardAppearance = $0 }
            take(proxy.scrollEdgeAppearance, view.scrollEdgeAppearance) { view.scrollEdgeAppearance = $0 }
            if !proxy.isTranslucent { view.isTranslucent = false }
        } else if let proxy = proxy as? UISearchBar, let view = view as? UISearchBar {
            take(proxy.barTintColor, view.barTintColor) { view.barTintColor = $0 }
        }
    }

    /// Tables and the controls with colours of their own.
    private static func copyControls(from proxy: UIView, to view: UIView) {
        if let proxy = proxy as? UITableView, let view = view as? UITableView {
            if proxy.separatorStyle != .singleLine, view.separatorStyle == .singleLine {
                view.separatorStyle = proxy.separatorStyle
            }
            take(proxy.separatorColor, view.separatorColor) { view.separatorColor = $0 }
        } else if let proxy = proxy as? UISwitch, let view = view as? UISwitch {
            take(proxy.onTintColor, view.onTintColor) { view.onTintColor = $0 }
            take(proxy.thumbTintColor, view.thumbTintColor) { view.thumbTintColor = $0 }
        } else if let proxy = proxy as? UISlider, let view = view as? UISlider {
            take(proxy.minimumTrackTintColor, view.minimumTrackTintColor) { view.minimumTrackTintColor = $0 }
            take(proxy.maximumTrackTintColor, view.maximumTrackTintColor) { view.maximumTrackTintColor = $0 }
            take(proxy.thumbTintColor, view.thumbTintColor) { view.thumbTintColor = $0 }
        } else if let proxy = proxy as? UISegmentedControl, let view = view as? UISegmentedControl {
            take(proxy.selectedSegmentTintColor, view.selectedSegmentTintColor) { view.selectedSegmentTintColor = $0 }
        } else if let proxy = proxy as? UIProgressView, let view = view as? UIProgressView {
            take(proxy.progressTintColor, view.progressTintColor) { view.progressTintColor = $0 }
            take(proxy.trackTintColor, view.trackTintColor) { view.trackTintColor = $0 }
        } else if let proxy = proxy as? UIPageControl, let view = view as? UIPageControl {
            take(proxy.pageIndicatorTintColor, view.pageIndicatorTintColor) { view.pageIndicatorTintColor = $0 }
            take(proxy.currentPageIndicatorTintColor, view.currentPageIndicatorTintColor) {
                view.currentPageIndicatorTintColor = $0
            }
        } else if let proxy = proxy as? UIActivityIndicatorView, let view = view as? UIActivityIndicatorView {
            take(proxy.color, view.color) { view.color = $0 }
        }
    }

    /// Sets the proxy's value when it has one and the view has none.
    @inline(__always)
    private static func take<Value>(_ proxyValue: Value?, _ viewValue: Value?, _ set: (Value) -> Void) {
        if let proxyValue, viewValue == nil { set(proxyValue) }
    }
}
