import RxSwift
import RxUI

/// The seed's `UserTableViewCell`: binds its cell ViewModel to the labels and the avatar.
final class FollowUserCell: TableViewCell {
    static let identifier = "UserCell"

    private var disposeBag = DisposeBag()

    var viewModel: FollowCellViewModel? {
        didSet {
            // A reused cell given the user it showed keeps its bindings (see prepareForReuse).
            guard viewModel !== oldValue else { return }
            disposeBag = DisposeBag()
            guard let viewModel, let textLabel, let detailTextLabel, let imageView else {
                super.prepareForReuse()
                return
            }
            viewModel.name.bind(to: textLabel.rx.text).disposed(by: disposeBag)
            viewModel.profileURL.bind(to: detailTextLabel.rx.text).disposed(by: disposeBag)
            viewModel.avatarURL
                .subscribe(onNext: { [weak imageView] url in imageView?.imageURL = url })
                .disposed(by: disposeBag)
        }
    }

    /// The row is the plain cell's: its labels and image.
    override func _rowRevision() -> UInt64? { labelsRevision }

    /// Keeps the outlets and their bindings: a new `viewModel` binds every outlet again, and the
    /// same one needs nothing redone (rows keep their users when one row is swapped).
    override func prepareForReuse() {}
}
