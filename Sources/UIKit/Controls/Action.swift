import Foundation

/// As UIKit's `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// An action with its handler, as `UIAction`: the selector-free way to run code on a control's
/// events (`addAction(_:for:)`, `UIButton(primaryAction:)`), which needs no Objective-C.
open class UIAction: NSObject {
    /// As `UIAction.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// As `UIMenuElement.Attributes`; accepted, not shown.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// As `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    open var title: String
    open var image: UIImage?
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

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        givenIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
