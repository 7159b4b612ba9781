import Foundation

/// A tab bar's look, as UIKit's `UITabBarAppearance` (iOS 13): kept, not shown (a tab bar
/// shows its titles and which is selected).
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0
}

/// How tab bar items look in each state, as UIKit's `UITabBarItemAppearance`: kept.
open class UITabBarItemAppearance: NSObject {
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    /// As `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    public init(style: Style) {
        super.init()
    }

    public override convenience init() {
        self.init(style: .stacked)
    }

    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] {
            state.titleTextAttributes = [:]
            state.titlePositionAdjustment = .zero
            state.iconColor = nil
            state.badgeBackgroundColor = nil
            state.badgeTextAttributes = [:]
            state.badgePositionAdjustment = .zero
            state.badgeTitlePositionAdjustment = .zero
        }
    }
}

/// One state's look of tab bar items, as UIKit's `UITabBarItemStateAppearance`.
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment = UIOffset.zero
    open var badgeTitlePositionAdjustment = UIOffset.zero
}

extension UITabBar {
    /// As `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable {
        case automatic, fill, centered
    }
}
