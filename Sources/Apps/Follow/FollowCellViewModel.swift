import APIClient
import RxSwift
import RxRelay

/// The seed's `UserTableViewCellModel`: one row's user and what the cell shows of it.
final class FollowCellViewModel {
    let model: BehaviorRelay<GitHubUser>
    let name: Observable<String>
    let profileURL: Observable<String>
    let avatarURL: Observable<String?>

    init(model: GitHubUser) {
        self.model = BehaviorRelay(value: model)
        name = self.model.map(\.login)
        profileURL = self.model.map(\.htmlURL.absoluteString)
        avatarURL = self.model.map { $0.avatarURL?.absoluteString }
    }
}
