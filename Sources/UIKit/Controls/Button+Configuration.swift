import Foundation

/// Insets by the reading direction's edges, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public static let zero = NSDirectionalEdgeInsets()
}

/// Edges by the reading direction, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
    /// A button's look, as `UIButton.Configuration` (iOS 15). The title, image and base
    /// foreground colour are the button's title, image and title colour, shown as theirs; the
    /// rest is kept and not shown.
    public struct Configuration: Hashable {
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var titleAlignment = TitleAlignment.automatic
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        public var showsActivityIndicator = false

        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
    }

    /// As `UIButton(configuration:primaryAction:)`: a system button with the configuration,
    /// the action running on each tap (its title and image where the configuration has none).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// As UIKit's: setting one shows its title, image and foreground colour.
    public var configuration: Configuration? {
        get { storedConfiguration.configuration }
        set {
            storedConfiguration.configuration = newValue
            guard let newValue else { return }
            setTitle(newValue.title ?? newValue.attributedTitle.map { String($0.characters) }, for: .normal)
            setImage(newValue.image, for: .normal)
            if let color = newValue.baseForegroundColor { setTitleColor(color, for: .normal) }
        }
    }

    /// Called by `updateConfiguration()`, as UIKit's, to change the configuration for the state.
    public var configurationUpdateHandler: ((UIButton) -> Void)? {
        get { storedConfiguration.handler }
        set { storedConfiguration.handler = newValue }
    }

    /// Updates the configuration at once (UIKit does it before the next layout).
    public func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs `configurationUpdateHandler`.
    public func updateConfiguration() {
        configurationUpdateHandler?(self)
    }
}
