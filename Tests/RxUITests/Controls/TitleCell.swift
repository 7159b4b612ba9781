import UIKit

/// A collection cell that shows one text, as iOS code writes it: a label of its own in
/// `contentView` (UIKit's collection cells have no `textLabel`).
final class TitleCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
