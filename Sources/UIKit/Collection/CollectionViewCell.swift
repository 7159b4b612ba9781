import Foundation

/// A collection cell, as `UICollectionViewCell`: its views go in `contentView`, and its item
/// is read as a table cell's row (the labels and image of a table cell, then what the views
/// in it show), with no override.
open class UICollectionViewCell: UITableViewCell {
    /// As UIKit's designated initializer; a subclass overrides it (`override init(frame:)`)
    /// and a collection that dequeues it by its registered class calls the override.
    public init(frame: CGRect) {
        super.init(style: .subtitle, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A table cell's initializer, kept for cells made so before: the cell of `init(frame:)`.
    public override convenience init(style: CellStyle, reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }
}
