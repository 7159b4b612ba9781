import Foundation

/// A view's state a configuration is updated for, as UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {}

/// What a cell shows, as UIKit's `UIContentConfiguration`: it makes the view that shows it.
public protocol UIContentConfiguration {
    @preconcurrency @MainActor func makeContentView() -> any UIView & UIContentView
    @preconcurrency @MainActor func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
}

/// A list row's text, secondary text and image, as `UIListContentConfiguration` (iOS 14).
/// Set as a cell's `contentConfiguration`, it shows in the row as a cell's labels do: the text
/// as the title, the secondary text as the subtitle, the image.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public var font = UIFont.preferredFont(forTextStyle: .body)
        public var color = UIColor.label
        public var alignment = NSTextAlignment.natural
        public var numberOfLines = 0
    }

    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
    }

    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var prefersSideBySideTextAndSecondaryText = false

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }

    @preconcurrency @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
    @preconcurrency @MainActor public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

/// The view of a `UIListContentConfiguration`, as UIKit's: an image view, then a label for the
/// text and one for the secondary text, which a row reads as a cell's own views.
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    private var listConfiguration: UIListContentConfiguration {
        didSet { apply() }
    }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        guard coder is AppearanceCoder else { return nil }
        listConfiguration = UIListContentConfiguration.cell()
        super.init(coder: coder)
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        show(configuration.attributedText, configuration.text, configuration.textProperties, in: textLabel)
        show(configuration.secondaryAttributedText, configuration.secondaryText, configuration.secondaryTextProperties,
             in: secondaryTextLabel)
    }

    private func show(_ attributed: NSAttributedString?, _ text: String?, _ properties: UIListContentConfiguration.TextProperties,
                      in label: UILabel) {
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
    }
}

extension UITableViewCell {
    /// As UIKit's: an empty list configuration for a cell.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// As UIKit's: the configuration's view is the content view's, in place of the cell's own
    /// labels (a list configuration set again updates the view it made). Nil removes it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configuredContentView?.configuration }
        set {
            if let newValue, let view = configuredContentView, view is UIListContentView, newValue is UIListContentConfiguration {
                view.configuration = newValue
                return
            }
            (configuredContentView as? UIView)?.removeFromSuperview()
            guard let newValue else { return }
            textLabel?.text = nil
            detailTextLabel?.text = nil
            contentView.addSubview(newValue.makeContentView())
        }
    }

    private var configuredContentView: (any UIContentView)? {
        contentView.subviews.lazy.compactMap { $0 as? any UIContentView }.first
    }
}
