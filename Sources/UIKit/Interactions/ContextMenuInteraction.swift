import Foundation

/// As UIKit's `UIContextMenuInteractionDelegate`: asked for a menu when the user long-presses;
/// nothing long-presses a view here (a flow's `menu` opens buttons' and rows' menus).
@preconcurrency @MainActor public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
}

/// As UIKit's `UIContextMenuInteractionAnimating`.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// As UIKit's `UIContextMenuInteraction`: kept on its view, never triggered here.
open class UIContextMenuInteraction: _ViewInteraction {
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func location(in view: UIView?) -> CGPoint { .zero }
    open func dismissMenu() {}
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}

/// As UIKit's `UIEditMenuInteractionDelegate`.
@preconcurrency @MainActor public protocol UIEditMenuInteractionDelegate: AnyObject {
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
}

/// As UIKit's `UIEditMenuConfiguration` (iOS 16).
open class UIEditMenuConfiguration: NSObject {
    public let identifier: (any NSCopying)?
    public let sourcePoint: CGPoint
    open var preferredArrowDirection = UIEditMenuArrowDirection.automatic

    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// As UIKit's `UIEditMenuArrowDirection`.
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic, up, down, left, right
}

/// As UIKit's `UIEditMenuInteraction` (iOS 16): kept; `presentEditMenu(with:)` shows nothing.
open class UIEditMenuInteraction: _ViewInteraction {
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?

    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {}
    open func dismissMenu() {}
    open func reloadVisibleMenu() {}
    open func location(in view: UIView) -> CGPoint { .zero }
}

/// As UIKit's `UIToolTipInteraction` (iOS 15, pointer hover): kept, never shown.
open class UIToolTipInteraction: _ViewInteraction {
    open var isEnabled = true
    open var defaultToolTip: String?

    public override init() {
        super.init()
    }

    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }
}

/// As UIKit's `UIPointerInteractionDelegate`: no pointer hovers here.
@preconcurrency @MainActor public protocol UIPointerInteractionDelegate: AnyObject {}

/// As UIKit's `UIPointerInteraction` (iPadOS 13.4): kept, never triggered.
open class UIPointerInteraction: _ViewInteraction {
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    open var isEnabled = true

    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    open func invalidate() {}
}
