import Foundation

/// A section's header or footer view, as `UITableViewHeaderFooterView`: a label (and a detail
/// label) in `contentView`, where a custom one adds views of its own. The first text it shows
/// is the section's header in snapshots.
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    public let textLabel: UILabel?
    public let detailTextLabel: UILabel?
    /// The identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// As UIKit's (iOS 14): kept, not drawn.
    public var backgroundConfiguration: UIBackgroundConfiguration?

    /// As UIKit's designated initializer; a subclass overrides it (`override init(reuseIdentifier:)`).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = UILabel()
        super.init(frame: .zero)
        addSubview(contentView)
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) { contentView.addSubview(label) }
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        guard coder is AppearanceCoder else { return nil }
        textLabel = UILabel()
        detailTextLabel = UILabel()
        super.init(coder: coder)
    }

    /// As UIKit's: a view with no reuse identifier, made through `init(reuseIdentifier:)` (a
    /// subclass's override), so `UITableViewHeaderFooterView()` and `MyHeader()` work as on iOS.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a view of a registered class: through its own `init(reuseIdentifier:)`
    /// (see `UITableViewCell.init(_reuseIdentifier:style:)`).
    public required convenience init(_reuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
        self.reuseIdentifier = reuseIdentifier
    }

    open func prepareForReuse() {
        textLabel?.text = nil
        detailTextLabel?.text = nil
    }
}
