import APIClient
import RxSwift
import RxRelay
import RxUI

/// Seed 002's `ResultViewModel`: holds the repositories a search found for the results screen.
public final class ResultViewModel {
    public let repository: BehaviorRelay<[GitHubRepository]>

    public init(repositories: [GitHubRepository]) {
        repository = BehaviorRelay(value: repositories)
    }

    /// The rows, as the screen shows them.
    public var repositories: Driver<[GitHubRepository]> { repository.asDriver() }
}
