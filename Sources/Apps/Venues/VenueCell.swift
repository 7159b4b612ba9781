import RxUI

/// The venue row: name, address, "city, state" on the right and the category icon.
final class VenueCell: TableViewCell {
    static let identifier = "VenueCell"

    let cityAndStateLabel = Label()

    func configure(with venue: Venue) {
        textLabel?.text = venue.name
        detailTextLabel?.text = venue.address
        cityAndStateLabel.text = venue.cityAndState
        imageView?.imageURL = venue.iconURL?.absoluteString
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        cityAndStateLabel.text = nil
        cityAndStateLabel.isHidden = false
    }

    override func _rowRevision() -> UInt64? {
        labelsRevision &+ cityAndStateLabel.revision
    }

    override func _rowSnapshot() -> RowSnapshot {
        RowSnapshot(title: textLabel?.text, subtitle: detailTextLabel?.text, detail: cityAndStateLabel.text,
                    image: imageView?.imageURL)
    }
}
