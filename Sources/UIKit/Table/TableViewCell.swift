import Foundation
import RxCocoa
import RxSwift

/// A table cell, as `UITableViewCell`: labels and an image the data source fills in, in its
/// `contentView`, where a custom cell adds views of its own.
///
/// The row a table shows is read from the cell (`_rowSnapshot()`): its labels and image, then
/// what the other views in it show, in order — labels' texts, buttons' titles, text fields'
/// texts, image views' images — filling the title, the subtitle, the detail (the rest, joined
/// by " · ") and the image where the labels left them empty. A custom cell needs no override.
open class UITableViewCell: UIView {
    /// Where `detailTextLabel` shows: under the title (`subtitle`) or on the right (`value1`, `value2`).
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// How a row is edited, as UIKit's: what `tableView(_:commit:forRowAt:)` is told.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// Accepted for source compatibility: selection and accessories are not drawn.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public let style: CellStyle
    /// The identifier the cell was dequeued with.
    @exclusivity(unchecked) public internal(set) var reuseIdentifier: String?
    /// The view a custom cell adds its views to (adding them to the cell works too).
    public let contentView = UIView()
    public let textLabel: UILabel?
    public let detailTextLabel: UILabel?
    /// Made when first asked for, as UIKit's: a row that shows no image never builds one. It
    /// goes first among the content view's subviews, before the labels, where a cell made it.
    public var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let imageView = UIImageView()
        madeImageView = imageView
        contentView.insertSubview(imageView, at: 0)
        return imageView
    }
    /// The image view once made: what the table reads and resets without making one.
    @exclusivity(unchecked) private var madeImageView: UIImageView?
    public var selectionStyle = SelectionStyle.default
    public var accessoryType = AccessoryType.none
    public var accessoryView: UIView?
    /// As UIKit's (iOS 14): kept, not drawn (a session shows a row's content).
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundSettings?.configuration }
        set { madeOnFirstRead(&backgroundSettings, CellBackgroundSettings.init).configuration = newValue }
    }
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { backgroundSettings?.automaticallyUpdates ?? true }
        set { madeOnFirstRead(&backgroundSettings, CellBackgroundSettings.init).automaticallyUpdates = newValue }
    }
    @exclusivity(unchecked) private var backgroundSettings: CellBackgroundSettings?
    open var isSelected = false
    open var isHighlighted = false

    /// As UIKit's designated initializer; a subclass overrides it (`override init(style:reuseIdentifier:)`)
    /// and a table that dequeues it by its registered class calls the override.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
        // Views just made, of UIKit's own classes: joined without `addSubview`'s checks and
        // calls, which change nothing for them (every cell a table makes does this).
        adoptNewSubviews(contentView)
        if let textLabel { contentView.adoptNewSubviews(textLabel, detailTextLabel) }
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        guard coder is AppearanceCoder else { return nil }
        style = .default
        textLabel = UILabel()
        detailTextLabel = nil
        super.init(coder: coder)
    }

    /// As UIKit's: a default-style cell with no reuse identifier, made through
    /// `init(style:reuseIdentifier:)` (a subclass's override), so `UITableViewCell()` and a
    /// subclass's `MyCell()` work as on iOS.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a cell of a registered class: through the class's own
    /// `init(style:reuseIdentifier:)`, overridden or inherited. Swift reaches a subclass's initializer from its class only through a
    /// `required` one; this one is inherited by every cell class that overrides UIKit's
    /// initializers (or declares none), so a subclass never writes it.
    public required convenience init(_reuseIdentifier reuseIdentifier: String?, style: CellStyle) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the table hands the cell out again: it shows nothing, as a fresh cell.
    /// A subclass with outlets of its own resets them too (calling `super`).
    open func prepareForReuse() {
        isHidden = false
        textLabel?.text = nil
        textLabel?.isHidden = false
        detailTextLabel?.text = nil
        detailTextLabel?.isHidden = false
        madeImageView?.imageURL = nil
        madeImageView?.isHidden = false
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// A number that changes whenever something `_rowSnapshot()` reads changes, or nil when that
    /// is not known: a table reads a row again only once it changed. A plain cell knows (every
    /// view in it); a subclass says nil — its row may read properties of its own — unless it
    /// overrides this, adding up the `revision` of every view it reads.
    open func _rowRevision() -> UInt64? {
        let cellClass = type(of: self)
        guard cellClass == UITableViewCell.self else { return nil }
        // Holding only its own views, the row reads its labels and image alone (`_rowSnapshot`),
        // views that stay the cell's: their revisions say it, without walking the views. Any
        // other view added makes the walk's value, which mixes in each view's identity.
        if holdsOnlyItsOwnViews { return labelsRevision }
        return contentRevision
    }

    /// The revisions of `textLabel`, `detailTextLabel` and `imageView` added up (each only grows).
    package var labelsRevision: UInt64 {
        (textLabel?.revision ?? 0) &+ (detailTextLabel?.revision ?? 0) &+ (madeImageView?.revision ?? 0)
    }

    /// Changes with any view in the cell, and with views added or removed.
    private var contentRevision: UInt64 {
        var total: UInt64 = 0
        Self.addRevisions(below: self, to: &total)
        return total
    }

    /// Folds in every view below `view`, depth first (a plain loop: a closure visiting each
    /// view cost a call and its context per view, and a table adds this up for every cell at
    /// every snapshot). `forEachSubview`: reading `subviews` would make the array the cell's
    /// lone content view goes without.
    private static func addRevisions(below view: UIView, to total: inout UInt64) {
        view.forEachSubview { subview in
            total = total &* 31 &+ subview.revision &+ UInt64(UInt(bitPattern: ObjectIdentifier(subview)))
            if subview.subviewCount != 0 { addRevisions(below: subview, to: &total) }
        }
    }

    /// Whether the cell holds nothing but its content view with its own labels and image in
    /// it: then no other view shows anything, and `_rowSnapshot()` reads the labels alone.
    private var holdsOnlyItsOwnViews: Bool {
        guard subviewCount == 1, allSubviews({ $0 === contentView }) else { return false }
        return contentView.allSubviews { $0 === textLabel || $0 === detailTextLabel || $0 === madeImageView }
    }

    open func _rowSnapshot() -> _RowSnapshot {
        // Each field a local, the row made once at the end: mutating a row in place made the
        // compiler copy the whole row (its four strings) and destroy the copy.
        let detailText = detailTextLabel?.text
        let title = textLabel?.text
        let subtitle = style == .subtitle ? detailText : nil
        let detail = style == .value1 || style == .value2 ? detailText : nil
        let image = madeImageView?.image?.name ?? madeImageView?.imageURL
        // What `collectCellContent` would find in such a cell: nothing (it skips the cell's own views).
        if holdsOnlyItsOwnViews { return _RowSnapshot(title: title, subtitle: subtitle, detail: detail, image: image) }
        var texts: [String] = []
        var images: [String] = []
        collectCellContent(contentView: contentView, skipping: textLabel, detailTextLabel, madeImageView,
                           texts: &texts, images: &images)
        return _RowSnapshot(title: title, subtitle: subtitle, detail: detail, image: image, filledFrom: texts, images: images)
    }
}
