import Foundation

/// A scroll view's settings for how it scrolls and shows its indicators, as UIKit's: kept and
/// not shown, since a headless scroll view has no indicators, bounce or keyboard.
struct ScrollViewSettings {
    var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    var bounces = true
    var showsVerticalScrollIndicator = true
    var showsHorizontalScrollIndicator = true
    var isPagingEnabled = false
    var scrollsToTop = true
    var isDirectionalLockEnabled = false
    var contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
    var decelerationRate = UIScrollView.DecelerationRate.normal
    /// A table's or collection's; false by default, as on a phone.
    var dragInteractionEnabled = false
    /// A table's or collection's `backgroundView`.
    var backgroundView: UIView?
    /// A table's rarely set settings (TableView+Settings.swift), made when first set.
    var table: TableViewSettings?
}

extension UITableView {
    /// As UIKit's: kept and not shown, as `tableHeaderView` (an empty-state label in it is not
    /// in the screen's elements).
    public var backgroundView: UIView? {
        get { settings.backgroundView }
        set { settings.backgroundView = newValue }
    }
    /// As UIKit's: kept and not shown (nothing is dragged here).
    public var dragInteractionEnabled: Bool {
        get { settings.dragInteractionEnabled }
        set { settings.dragInteractionEnabled = newValue }
    }
}

extension UICollectionView {
    /// As UIKit's: kept and not shown.
    public var backgroundView: UIView? {
        get { settings.backgroundView }
        set { settings.backgroundView = newValue }
    }
    /// As UIKit's: kept and not shown (nothing is dragged here).
    public var dragInteractionEnabled: Bool {
        get { settings.dragInteractionEnabled }
        set { settings.dragInteractionEnabled = newValue }
    }
}

extension UIScrollView {
    /// As `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The content's edges, as UIKit's, for constraints kept and not applied.
    public var contentLayoutGuide: UILayoutGuide { guide("UIScrollViewContentLayoutGuide") }
    /// The scroll view's own frame, as UIKit's, for constraints kept and not applied.
    public var frameLayoutGuide: UILayoutGuide { guide("UIScrollViewFrameLayoutGuide") }
    /// `contentInset`: a headless screen has no bars or keyboard to add to it.
    public var adjustedContentInset: UIEdgeInsets { contentInset }

    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { settings.verticalScrollIndicatorInsets }
        set { settings.verticalScrollIndicatorInsets = newValue }
    }
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { settings.horizontalScrollIndicatorInsets }
        set { settings.horizontalScrollIndicatorInsets = newValue }
    }
    /// As UIKit's: sets both indicators' insets, and reads the vertical one's.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { settings.verticalScrollIndicatorInsets }
        set {
            settings.verticalScrollIndicatorInsets = newValue
            settings.horizontalScrollIndicatorInsets = newValue
        }
    }
    public var alwaysBounceVertical: Bool {
        get { settings.alwaysBounceVertical }
        set { settings.alwaysBounceVertical = newValue }
    }
    public var alwaysBounceHorizontal: Bool {
        get { settings.alwaysBounceHorizontal }
        set { settings.alwaysBounceHorizontal = newValue }
    }
    public var bounces: Bool {
        get { settings.bounces }
        set { settings.bounces = newValue }
    }
    public var showsVerticalScrollIndicator: Bool {
        get { settings.showsVerticalScrollIndicator }
        set { settings.showsVerticalScrollIndicator = newValue }
    }
    public var showsHorizontalScrollIndicator: Bool {
        get { settings.showsHorizontalScrollIndicator }
        set { settings.showsHorizontalScrollIndicator = newValue }
    }
    public var isPagingEnabled: Bool {
        get { settings.isPagingEnabled }
        set { settings.isPagingEnabled = newValue }
    }
    public var scrollsToTop: Bool {
        get { settings.scrollsToTop }
        set { settings.scrollsToTop = newValue }
    }
    public var isDirectionalLockEnabled: Bool {
        get { settings.isDirectionalLockEnabled }
        set { settings.isDirectionalLockEnabled = newValue }
    }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { settings.contentInsetAdjustmentBehavior }
        set { settings.contentInsetAdjustmentBehavior = newValue }
    }
    public var decelerationRate: DecelerationRate {
        get { settings.decelerationRate }
        set { settings.decelerationRate = newValue }
    }

    /// As `UIScrollView.DecelerationRate`: how fast a flick slows down (nothing flicks here).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
