import RxCore
import RxUI

/// The seed's `UserTableViewCell`: binds its cell ViewModel to the labels and the avatar.
final class FollowUserCell: TableViewCell {
    static let identifier = "UserCell"

    private var disposeBag = DisposeBag()

    var viewModel: FollowCellViewModel? {
        didSet {
            disposeBag = DisposeBag()
            guard let viewModel, let textLabel, let detailTextLabel, let imageView else { return }
            viewModel.name.bind(to: textLabel.rx.text).disposed(by: disposeBag)
            viewModel.profileURL.bind(to: detailTextLabel.rx.text).disposed(by: disposeBag)
            viewModel.avatarURL
                .subscribe(onNext: { [weak imageView] url in imageView?.imageURL = url })
                .disposed(by: disposeBag)
        }
    }
}
