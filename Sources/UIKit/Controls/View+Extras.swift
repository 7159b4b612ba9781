import RxCocoa
import RxSwift
import Foundation

extension UIView: @preconcurrency DeallocationReporting {
    /// `rx.deallocated`: sent from `deinit`, replayed to a subscriber that comes too late.
    /// Made when first asked for: most views are never observed, and a subject per view made
    /// and completed on every screen's build and teardown was a tenth of a replay.
    @usableFromInline package var deallocation: Observable<Void> {
        if let subject = extras?.deallocationSubject { return subject.asObservable() }
        let subject = ReplaySubject<Void>.create(bufferSize: 1)
        extrasMade.deallocationSubject = subject
        return subject.asObservable()
    }
}

/// What a view keeps of the state few views set: gesture recognizers, its layer, Auto
/// Layout's bookkeeping, tint, transform, margins, the subject of `rx.deallocated`, its
/// accessibility identifier and background colour, and a label's attributed text, colour and
/// font. One object made when the first of it is set,
/// rather than a dozen stored fields every view initialises and releases (a screen's cells
/// make and free several views a row, and nearly none of them sets any of this).
final class ViewExtras {
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var interactions: [any UIInteraction] = []
    @exclusivity(unchecked) var layer: CALayer?
    @exclusivity(unchecked) var tintColor: UIColor?
    @exclusivity(unchecked) var transform = CGAffineTransform.identity
    @exclusivity(unchecked) var layoutMargins = ViewExtras.defaultLayoutMargins
    /// The active constraints the view holds, its layout guides and content priorities.
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var guides: [UILayoutGuide] = []
    @exclusivity(unchecked) var hugging = [NSLayoutConstraint.Axis: UILayoutPriority]()
    @exclusivity(unchecked) var compressionResistance = [NSLayoutConstraint.Axis: UILayoutPriority]()
    @exclusivity(unchecked) var deallocationSubject: ReplaySubject<Void>?
    /// The controller whose root view this is, when not its `ScreenRootView`: unretained, and
    /// not weak (a weak reference gives the controller a side table, which slows its every
    /// retain); the controller clears it when it lets the view go or is deallocated.
    @exclusivity(unchecked) var viewController: Unmanaged<UIViewController>?
    @exclusivity(unchecked) var accessibilityIdentifier: String?
    @exclusivity(unchecked) var backgroundColor: UIColor?
    /// A label's attributed text, colour and font (`UILabel`).
    @exclusivity(unchecked) var attributedText: NSAttributedString?
    @exclusivity(unchecked) var textColor: UIColor?
    @exclusivity(unchecked) var font: UIFont?
    @exclusivity(unchecked) var labelLayout = LabelLayout()
    @exclusivity(unchecked) var autoresizingMask = UIView.AutoresizingMask()
    @exclusivity(unchecked) var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// VoiceOver's label, hint and value (`UIView+Accessibility`).
}

/// A label's layout-only settings, kept and not shown.
struct LabelLayout {
    var lineBreakMode = NSLineBreakMode.byTruncatingTail
    var adjustsFontSizeToFitWidth = false
    var minimumScaleFactor: CGFloat = 0
    var preferredMaxLayoutWidth: CGFloat = 0
    var baselineAdjustment = UIBaselineAdjustment.alignBaselines
    var allowsDefaultTighteningForTruncation = false
    var adjustsFontForContentSizeCategory = false
    var isHighlighted = false
    var highlightedTextColor: UIColor?
    var shadowColor: UIColor?
    var shadowOffset = CGSize(width: 0, height: -1)
}

extension UIView {
    /// As `UIView.AutoresizingMask`; layout only.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Accepted and not applied: layout is not solved (see docs/PORTING.md).
    public var autoresizingMask: AutoresizingMask {
        get { extras?.autoresizingMask ?? [] }
        set { if !newValue.isEmpty || extras != nil { extrasMade.autoresizingMask = newValue } }
    }

    /// Kept, not applied: the screen is always light (`traitCollection`).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { extras?.overrideUserInterfaceStyle ?? .unspecified }
        set { if newValue != .unspecified || extras != nil { extrasMade.overrideUserInterfaceStyle = newValue } }
    }

    /// As `UIView.ContentMode`; layout only.
    public enum ContentMode: Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
    }
}

extension Reactive where Base: UIView {
    @preconcurrency @MainActor public var isHidden: Binder<Bool> {
        Binder(base as UIView) { view, hidden in view.isHidden = hidden }
    }

    @preconcurrency @MainActor public var alpha: Binder<CGFloat> {
        Binder(base as UIView) { view, alpha in view.alpha = alpha }
    }

    @preconcurrency @MainActor public var backgroundColor: Binder<UIColor?> {
        Binder(base as UIView) { view, color in view.backgroundColor = color }
    }

    @preconcurrency @MainActor public var isUserInteractionEnabled: Binder<Bool> {
        Binder(base as UIView) { view, enabled in view.isUserInteractionEnabled = enabled }
    }
}
