import Foundation

/// An empty state, as UIKit's `UIContentUnavailableConfiguration` (iOS 17): set as a
/// controller's `contentUnavailableConfiguration`, its view covers the controller's and its
/// text and secondary text show in the screen as labels (`unavailableText`,
/// `unavailableSecondaryText`); `loading()` shows a spinner. The button is kept, not shown.
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    public struct TextProperties: Hashable {
        public var font = UIFont.preferredFont(forTextStyle: .title3)
        public var color = UIColor.label
        public var alignment = NSTextAlignment.center
        public var numberOfLines = 0
    }

    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
    }

    public struct ButtonProperties: Hashable {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
    }

    public var image: UIImage?
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextPadding: CGFloat = 0
    public var textToButtonPadding: CGFloat = 0
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    public var background = UIBackgroundConfiguration.clear()
    /// Whether it is `loading()`'s (the view shows a spinner).
    var showsActivity = false

    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// As UIKit's: a spinner and the text "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.text = "Loading…"
        configuration.showsActivity = true
        return configuration
    }

    /// As UIKit's: "No Results", and a secondary text a search controller's state fills in.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        return configuration
    }

    public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

/// As UIKit's `UIContentUnavailableConfigurationState`: what a controller's
/// `updateContentUnavailableConfiguration(using:)` is given.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var searchText: String?
    public init() {}
}

/// The view of a `UIContentUnavailableConfiguration`, as UIKit's `UIContentUnavailableView`:
/// an image view, a spinner when loading, and a label for each text.
open class UIContentUnavailableView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    open var configuration: any UIContentConfiguration {
        get { unavailableConfiguration }
        set { if let made = newValue as? UIContentUnavailableConfiguration { unavailableConfiguration = made } }
    }

    private var unavailableConfiguration: UIContentUnavailableConfiguration {
        didSet { apply() }
    }

    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        textLabel.id = "unavailableText"
        secondaryTextLabel.id = "unavailableSecondaryText"
        spinner.id = "unavailableActivity"
        apply()
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        guard coder is AppearanceCoder else { return nil }
        unavailableConfiguration = .empty()
        super.init(coder: coder)
    }

    /// Only what the configuration has is a subview, so an empty text lists no label.
    private func apply() {
        let configuration = unavailableConfiguration
        imageView.image = configuration.image
        place(imageView, configuration.image != nil)
        place(spinner, configuration.showsActivity)
        if configuration.showsActivity { spinner.startAnimating() }
        let text = configuration.attributedText?.string ?? configuration.text
        let secondary = configuration.secondaryAttributedText?.string ?? configuration.secondaryText
        textLabel.text = text
        secondaryTextLabel.text = secondary
        place(textLabel, text != nil)
        place(secondaryTextLabel, secondary != nil)
    }

    private func place(_ view: UIView, _ shown: Bool) {
        if shown, view.superview !== self {
            addSubview(view)
        } else if !shown, view.superview === self {
            view.removeFromSuperview()
        }
    }
}
