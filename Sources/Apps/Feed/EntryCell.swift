import Foundation
import RxUI

/// A feed row: the title, the author line under it, the date on the right and the artwork.
final class EntryCell: TableViewCell {
    static let identifier = "EntryCell"

    let dateLabel = Label()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func show(_ entry: Entry) {
        textLabel?.text = entry.title
        detailTextLabel?.text = entry.author
        dateLabel.text = entry.publishedDay
        imageView?.imageURL = entry.imageURL
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        dateLabel.text = nil
        dateLabel.isHidden = false
    }

    override func _rowRevision() -> UInt64? {
        labelsRevision &+ dateLabel.revision
    }

    override func _rowSnapshot() -> RowSnapshot {
        RowSnapshot(title: textLabel?.text, subtitle: detailTextLabel?.text, detail: dateLabel.text,
                    image: imageView?.imageURL)
    }
}
