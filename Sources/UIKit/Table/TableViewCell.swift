import Foundation
/// A table cell, as `UITableViewCell`: labels and an image the data source fills in.
///
/// The row it shows is read from the labels by `rowSnapshot()`; a custom cell with other
/// outlets overrides that.
import RxCocoa
import RxSwift

open class UITableViewCell: UIView {
    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Where `detailTextLabel` shows: under the title (`subtitle`) or on the right (`value1`).
    public enum CellStyle: Sendable {
        case `default`, subtitle, value1
    }

    public let style: CellStyle
    public let reuseIdentifier: String?
    public let textLabel: UILabel?
    public let detailTextLabel: UILabel?
    public let imageView: UIImageView?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = style == .default ? nil : UILabel()
        imageView = UIImageView()
        super.init(frame: .zero)
    }

    /// Called before the table hands the cell out again: it shows nothing, as a fresh cell.
    /// A subclass with outlets of its own resets them too (calling `super`).
    open func prepareForReuse() {
        isHidden = false
        for label in [textLabel, detailTextLabel].compactMap({ $0 }) {
            label.text = nil
            label.isHidden = false
        }
        imageView?.imageURL = nil
        imageView?.isHidden = false
    }

    /// A number that grows whenever something `rowSnapshot()` reads changes, or nil when that
    /// is not known: a table reads a row again only once it grew. A plain `TableViewCell`
    /// knows (its labels and image); a subclass with its own `rowSnapshot()` (or none) says
    /// nil unless it overrides this, adding up the `revision` of every view it reads.
    open func rowRevision() -> UInt64? {
        type(of: self) == UITableViewCell.self ? labelsRevision : nil
    }

    /// The revisions of `textLabel`, `detailTextLabel` and `imageView` added up (each only grows).
    public var labelsRevision: UInt64 {
        (textLabel?.revision ?? 0) &+ (detailTextLabel?.revision ?? 0) &+ (imageView?.revision ?? 0)
    }

    open func rowSnapshot() -> _RowSnapshot {
        let detailText = detailTextLabel?.text
        return _RowSnapshot(
            title: textLabel?.text,
            subtitle: style == .subtitle ? detailText : nil,
            detail: style == .value1 ? detailText : nil,
            image: imageView?.imageURL
        )
    }
}
