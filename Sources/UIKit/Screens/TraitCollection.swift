import Foundation

/// As UIKit's `UITraitCollection`: headless screens are always light, in regular size classes,
/// on a phone, and never change (so `traitCollectionDidChange(_:)` is never called).
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let preferredContentSizeCategory: UIContentSizeCategory

    public override convenience init() {
        self.init(userInterfaceStyle: .unspecified, horizontal: .unspecified, vertical: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  contentSize: preferredContentSizeCategory)
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         contentSize: UIContentSizeCategory = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        preferredContentSizeCategory = contentSize
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = .phone
        displayScale = 3
        super.init()
    }

    /// The traits every screen has.
    static let screen = UITraitCollection(userInterfaceStyle: .light, horizontal: .regular, vertical: .regular,
                                          contentSize: .large)

    /// As UIKit's `current`: the screens' traits.
    public class var current: UITraitCollection { screen }

    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }
}

/// The traits' owner, as UIKit's `UITraitEnvironment` (`UIViewController` and `UIView` are).
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}

/// As UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// As UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// As UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// As UIKit's `UIStatusBarStyle`: a controller's `preferredStatusBarStyle`, not shown.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// As UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// As UIKit's `UIModalTransitionStyle`: kept, not shown.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// As UIKit's `UIInterfaceOrientationMask`: screens are portrait, so this is only kept.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// As UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3
}

/// What a controller was told for UIKit's chrome and presentation, made when first set.
final class ControllerSettings {
    @exclusivity(unchecked) var hidesBottomBarWhenPushed = false
    @exclusivity(unchecked) var definesPresentationContext = false
    @exclusivity(unchecked) var providesPresentationContextTransitionStyle = false
    @exclusivity(unchecked) var edgesForExtendedLayout = UIRectEdge.all
    @exclusivity(unchecked) var extendedLayoutIncludesOpaqueBars = false
    @exclusivity(unchecked) var additionalSafeAreaInsets = UIEdgeInsets.zero
    @exclusivity(unchecked) var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    @exclusivity(unchecked) var isModalInPresentation = false
    @exclusivity(unchecked) var preferredContentSize = CGSize.zero
    @exclusivity(unchecked) var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    @exclusivity(unchecked) var toolbarItems: [UIBarButtonItem]?
    @exclusivity(unchecked) var isEditing = false
    @exclusivity(unchecked) var popover: UIPopoverPresentationController?
    @exclusivity(unchecked) var editButtonItem: UIBarButtonItem?
    @exclusivity(unchecked) var sheet: UISheetPresentationController?
    @exclusivity(unchecked) var presentation: UIPresentationController?
    @exclusivity(unchecked) weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The storyboard that made the controller, if one did.
    @exclusivity(unchecked) var storyboard: _Storyboard?
    @exclusivity(unchecked) var keyCommands: [UIKeyCommand] = []
    @exclusivity(unchecked) var contentUnavailableConfiguration: (any UIContentConfiguration)?
    @exclusivity(unchecked) var contentUnavailableView: UIView?
}
