import Foundation

/// A view that lines up its arranged subviews, as `UIStackView`: layout is not simulated, so
/// it is a container whose arranged views are its subviews in order; a controller's elements
/// include the controls inside it (see `ViewController+Elements`).
open class UIStackView: UIView {
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [UIView] = []
    /// Accepted and not shown: layout alone.
    open var axis = Axis.horizontal
    open var distribution = Distribution.fill
    open var alignment = Alignment.fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement = false
    open var isBaselineRelativeArrangement = false
    /// The spacing after each view set with `setCustomSpacing(_:after:)`.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds `view` at the end of the arranged views, and as a subview, as UIKit's.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        // The subviews follow the arranged order, so the controls are listed as they line up.
        for arranged in arrangedSubviews { bringSubviewToFront(arranged) }
    }

    /// As UIKit's: kept and not applied (layout alone).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The spacing set after `arrangedSubview`, else `UIStackView.spacingUseDefault`, as UIKit's.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    /// Stops arranging `view`; it stays a subview, as UIKit's.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}
