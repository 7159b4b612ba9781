import Foundation
import RxCocoa
import RxSwift
import UIKit

public protocol ThemeProvider {
    var backgroundColor: UIColor { get }
    var textColor: UIColor { get }
    var tint: UIColor { get }
    var bodyFont: UIFont { get }
}

public struct LightTheme: ThemeProvider {
    public let backgroundColor = UIColor.white
    public let textColor = UIColor(white: 0.1, alpha: 1)
    public let tint = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    public let bodyFont = UIFont.systemFont(ofSize: 15, weight: .regular)
    public init() {}
}

public struct DarkTheme: ThemeProvider {
    public let backgroundColor = UIColor.black
    public let textColor = UIColor.white.withAlphaComponent(0.9)
    public let tint = UIColor(hue: 0.6, saturation: 0.7, brightness: 1, alpha: 1)
    public let bodyFont = UIFont.preferredFont(forTextStyle: .body)
    public init() {}
}

/// A themed object's bindings, as `object.theme.textColor`, beside its `rx`.
public struct ThemeProxy<Base: AnyObject> {
    public let base: Base
}

public protocol ThemeCompatible: AnyObject {}

extension ThemeCompatible {
    public var theme: ThemeProxy<Self> { ThemeProxy(base: self) }
}

// A bar button item is themed too: rxs's `UIBarButtonItem` is a `UIControl`, a view, so it is
// already compatible (on iOS it is a `UIBarItem`, and a library adds it here as well).
extension UIView: ThemeCompatible {}

/// The current theme and the attributes bound from it.
public final class ThemeService<Provider> {
    public let relay: BehaviorRelay<Provider>

    public init(initial: Provider) { relay = BehaviorRelay(value: initial) }

    public func switchTo(_ provider: Provider) { relay.accept(provider) }

    public func attribute<T>(_ getter: @escaping (Provider) -> T) -> Observable<T> {
        relay.asObservable().map(getter)
    }
}

extension ThemeProxy where Base: UIView {
    public var backgroundColor: Binder<UIColor?> { Binder(base) { $0.backgroundColor = $1 } }
    public var tintColor: Binder<UIColor?> { Binder(base) { $0.tintColor = $1 } }
    public var borderColor: Binder<UIColor?> { Binder(base) { $0.layer.borderColor = $1?.cgColor } }
}

extension ThemeProxy where Base: UILabel {
    public var textColor: Binder<UIColor?> { Binder(base) { $0.textColor = $1 } }
    public var font: Binder<UIFont?> { Binder(base) { $0.font = $1 } }
    public var highlightedTextColor: Binder<UIColor?> { Binder(base) { $0.highlightedTextColor = $1 } }
    public var shadowColor: Binder<UIColor?> { Binder(base) { $0.shadowColor = $1 } }
}

extension ThemeProxy where Base: UIButton {
    public func titleColor(for state: UIControl.State) -> Binder<UIColor?> {
        Binder(base) { $0.setTitleColor($1, for: state) }
    }
}

extension ThemeProxy where Base: UITextField {
    public var textColor: Binder<UIColor?> { Binder(base) { $0.textColor = $1 } }
    public var font: Binder<UIFont?> { Binder(base) { $0.font = $1 } }
    public var keyboardAppearance: Binder<UIKeyboardAppearance> { Binder(base) { $0.keyboardAppearance = $1 } }
    public var placeholderColor: Binder<UIColor> {
        Binder(base) { field, color in
            field.attributedPlaceholder = NSAttributedString(string: field.placeholder ?? "",
                                                             attributes: [.foregroundColor: color])
        }
    }
}

extension ThemeProxy where Base: UITextView {
    public var textColor: Binder<UIColor?> { Binder(base) { $0.textColor = $1 } }
    public var font: Binder<UIFont?> { Binder(base) { $0.font = $1 } }
}

extension ThemeProxy where Base: UINavigationBar {
    public var barTintColor: Binder<UIColor?> { Binder(base) { $0.barTintColor = $1 } }
    public var barStyle: Binder<UIBarStyle> { Binder(base) { $0.barStyle = $1 } }
    public var titleTextAttributes: Binder<[NSAttributedString.Key: Any]?> {
        Binder(base) { $0.titleTextAttributes = $1 }
    }
    public var largeTitleTextAttributes: Binder<[NSAttributedString.Key: Any]?> {
        Binder(base) { $0.largeTitleTextAttributes = $1 }
    }
}

extension ThemeProxy where Base: UITabBar {
    public var barTintColor: Binder<UIColor?> { Binder(base) { $0.barTintColor = $1 } }
    public var unselectedItemTintColor: Binder<UIColor?> { Binder(base) { $0.unselectedItemTintColor = $1 } }
}

extension ThemeProxy where Base: UISwitch {
    public var onTintColor: Binder<UIColor?> { Binder(base) { $0.onTintColor = $1 } }
    public var thumbTintColor: Binder<UIColor?> { Binder(base) { $0.thumbTintColor = $1 } }
}

extension ThemeProxy where Base: UISlider {
    public var minimumTrackTintColor: Binder<UIColor?> { Binder(base) { $0.minimumTrackTintColor = $1 } }
    public var maximumTrackTintColor: Binder<UIColor?> { Binder(base) { $0.maximumTrackTintColor = $1 } }
}

extension ThemeProxy where Base: UIProgressView {
    public var progressTintColor: Binder<UIColor?> { Binder(base) { $0.progressTintColor = $1 } }
    public var trackTintColor: Binder<UIColor?> { Binder(base) { $0.trackTintColor = $1 } }
}

extension ThemeProxy where Base: UIPageControl {
    public var pageIndicatorTintColor: Binder<UIColor?> { Binder(base) { $0.pageIndicatorTintColor = $1 } }
    public var currentPageIndicatorTintColor: Binder<UIColor?> { Binder(base) { $0.currentPageIndicatorTintColor = $1 } }
}

extension ThemeProxy where Base: UISegmentedControl {
    public var selectedSegmentTintColor: Binder<UIColor?> { Binder(base) { $0.selectedSegmentTintColor = $1 } }
}

extension ThemeProxy where Base: UIActivityIndicatorView {
    public var color: Binder<UIColor?> { Binder(base) { $0.color = $1 } }
}

extension ThemeProxy where Base: UITableView {
    public var separatorColor: Binder<UIColor?> { Binder(base) { $0.separatorColor = $1 } }
}

extension ThemeProxy where Base: UIImageView {
    public var imageTint: Binder<UIColor?> { Binder(base) { $0.tintColor = $1 } }
}

extension ThemeProxy where Base: UIRefreshControl {
    public var tint: Binder<UIColor?> { Binder(base) { $0.tintColor = $1 } }
}

extension ThemeProxy where Base: UIBarButtonItem {
    public var tintColor: Binder<UIColor?> { Binder(base) { $0.tintColor = $1 } }
}

/// A controller re-applying its theme when the appearance changes.
open class ThemedViewController: UIViewController {
    public let styleChanges = PublishRelay<UIUserInterfaceStyle>()

    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            styleChanges.accept(traitCollection.userInterfaceStyle)
        }
    }

    override open var preferredStatusBarStyle: UIStatusBarStyle {
        traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
    }
}
