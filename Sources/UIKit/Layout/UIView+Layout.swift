import Foundation

/// Auto Layout's and the layout pass's shapes on views. Layout is not solved headless —
/// frames are what code sets — so constraints are kept (`constraints`), and the overridable
/// steps run when code asks for them: `layoutIfNeeded()` runs `layoutSubviews()` after
/// `setNeedsLayout()`, as UIKit's does.
extension UIView {
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The view's whole bounds: a headless screen has no notch or bars to keep clear of.
    public var safeAreaLayoutGuide: UILayoutGuide { guide("UIViewSafeAreaLayoutGuide") }
    public var layoutMarginsGuide: UILayoutGuide { guide("UIViewLayoutMarginsGuide") }
    public var readableContentGuide: UILayoutGuide { guide("UIViewReadableContentGuide") }
    public var safeAreaInsets: UIEdgeInsets { .zero }

    func guide(_ identifier: String) -> UILayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == identifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    /// The active constraints this view holds.
    public var constraints: [NSLayoutConstraint] { extras?.constraints ?? [] }
    public var layoutGuides: [UILayoutGuide] { extras?.guides ?? [] }

    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = false
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
    }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        if !layoutGuides.contains(where: { $0 === guide }) { extrasMade.guides.append(guide) }
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        extras?.guides.removeAll { $0 === guide }
        if guide.owningView === self { guide.owningView = nil }
    }

    func holdConstraint(_ constraint: NSLayoutConstraint) {
        if !constraints.contains(where: { $0 === constraint }) { extrasMade.constraints.append(constraint) }
    }

    func releaseConstraint(_ constraint: NSLayoutConstraint) {
        extras?.constraints.removeAll { $0 === constraint }
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        extrasMade.hugging[axis] = priority
    }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        extras?.hugging[axis] ?? .defaultLow
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        extrasMade.compressionResistance[axis] = priority
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        extras?.compressionResistance[axis] ?? .defaultHigh
    }

    /// The layout pass: `layoutSubviews()` of this view and then of its subviews, when
    /// `setNeedsLayout()` asked for one since the last pass (a view starts needing one); a
    /// controller's root view's between its controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()`, as UIKit's.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            let controller = (self as? ScreenRootView)?.owner ?? extras?.viewController?.takeUnretainedValue()
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    public func setNeedsLayout() {
        needsLayout = true
    }

    public func setNeedsUpdateConstraints() {}
    public func updateConstraintsIfNeeded() {}
    public func invalidateIntrinsicContentSize() {}
    public func setNeedsDisplay() {}

    /// The size the view wants for itself, given `size`: its frame's, as nothing is measured.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { frame.size }
}
