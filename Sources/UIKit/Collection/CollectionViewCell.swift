import Foundation

/// A header or footer of a collection's section, as `UICollectionReusableView`: the text of
/// the labels in it is the section's header in snapshots. Also what a collection cell is.
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// As UIKit's designated initializer; a subclass overrides it (`override init(frame:)`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// How a collection makes a view or cell of a registered class: through its own
    /// `init(frame:)`, overridden or inherited. Swift reaches a subclass's initializer from its
    /// class only through a `required` one; this one is inherited by every class that overrides
    /// UIKit's initializers (or declares none), so a subclass never writes it.
    public required convenience init(_reuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the collection hands the view out again.
    open func prepareForReuse() {}
}

/// A collection cell, as `UICollectionViewCell`: its views go in `contentView`.
///
/// The item a collection shows is read from the cell (`_rowSnapshot()`) as a table's custom
/// cell's row: what the visible views in it show, in order — labels' texts, buttons' titles,
/// text fields' texts, image views' images — as the title, the subtitle, the detail (the rest,
/// joined by " · ") and the image. A custom cell needs no override.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view a cell adds its views to (adding them to the cell works too).
    public let contentView = UIView()
    /// Behind the content view, as UIKit's: the cell's backmost subview.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    /// Kept as UIKit keeps it: selection is not drawn.
    open var selectedBackgroundView: UIView?
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
    /// Set by the cell's code; the collection's selection is `indexPathsForSelectedItems`.
    open var isSelected = false
    open var isHighlighted = false
    /// `textLabel` once made: its text is the item's title.
    @exclusivity(unchecked) private var madeTextLabel: UILabel?

    /// As UIKit's designated initializer; a subclass overrides it (`override init(frame:)`)
    /// and a collection that dequeues it by its registered class calls the override.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // A view just made, of UIKit's own class: joined without `addSubview`'s checks.
        adoptNewSubviews(contentView)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the collection hands the cell out again: shown, and `textLabel` emptied. A subclass with outlets of its own resets them too (calling `super`).
    open override func prepareForReuse() {
        isHidden = false
        madeTextLabel?.text = nil
        madeTextLabel?.isHidden = false
    }

    /// rxs's, for this package's apps (UIKit's collection cells have none; iOS code adds a
    /// label of its own to `contentView`, read the same way): a label first in `contentView`,
    /// made when first asked for, whose text is the item's title. `package`, so a user's cell
    /// may declare a `textLabel` of its own.
    package var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        madeTextLabel = label
        contentView.insertSubview(label, at: 0)
        return label
    }

    /// The item's row: `textLabel` as the title, then what the other views show.
    open func _rowSnapshot() -> _RowSnapshot {
        var texts: [String] = []
        var images: [String] = []
        collectCellContent(contentView: contentView, skipping: madeTextLabel, nil, nil, texts: &texts, images: &images)
        return _RowSnapshot(title: madeTextLabel?.text, subtitle: nil, detail: nil, image: nil, filledFrom: texts, images: images)
    }
}
