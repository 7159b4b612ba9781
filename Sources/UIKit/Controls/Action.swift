import Foundation

/// As UIKit's `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// An action with its handler, as `UIAction`: the selector-free way to run code on a control's
/// events (`addAction(_:for:)`, `UIButton(primaryAction:)`), which needs no Objective-C; in a
/// menu, the item a flow's `menu` command picks by title.
open class UIAction: UIMenuElement {
    /// As `UIAction.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open override var title: String {
        get { elementTitle }
        set { elementTitle = newValue }
    }
    open override var image: UIImage? {
        get { elementImage }
        set { elementImage = newValue }
    }
    /// The identifier given, else one unique among the actions alive (UIKit makes a UUID; this
    /// one comes from the object itself, so nothing random is drawn).
    public var identifier: Identifier { givenIdentifier ?? Identifier("action-\(ObjectIdentifier(self).hashValue)") }
    private let givenIdentifier: Identifier?
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    /// The control that sent the action, while its handler runs.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        givenIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
