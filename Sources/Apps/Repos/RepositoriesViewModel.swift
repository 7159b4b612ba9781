import APIClient
import RxSwift
import RxUI

/// Seed 000 chapter 2's `RepositoriesViewModel`: the user name typed into the search bar
/// becomes the list of that user's public repositories.
///
/// Empty text is dropped, the rest debounced by 500 ms and deduplicated; each remaining name
/// is looked up with `flatMapLatest`, so a newer name cancels the request still in flight.
/// Unlike the seed, a failed request does not leave the spinner on or end the search: it ends
/// in an output the screen shows, and the next name is looked up as usual.
public final class RepositoriesViewModel {
    /// The rows: a user's repositories; empty for a user without any (or without an account).
    /// Other failures keep the previous rows.
    public let repositories: Driver<[GitHubRepository]>
    /// True while a request is in flight (the network activity indicator).
    public let isLoading: Driver<Bool>
    /// The user has no repositories, or GitHub does not know the user (404).
    public let noRepositories: Signal<Void>
    /// A readable message for every other failure (rate limit, server error, offline, …).
    public let failure: Signal<String>

    public static let debounceInterval: RxTimeInterval = .milliseconds(500)

    /// - Parameters:
    ///   - searchText: the search bar's text, including edits that clear it.
    ///   - client: sends `GET /users/{name}/repos`.
    ///   - scheduler: the clock of the debounce (the session's main scheduler).
    public init(searchText: Observable<String>, client: APIClient, api: GitHubAPI, scheduler: any SchedulerType) {
        let lookups = searchText
            .filter { !$0.isEmpty }
            .debounce(Self.debounceInterval, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { name in
                client.observe(GitHubUserReposRequest(username: name, api: api))
                    .map(Lookup.finished)
                    .catch { error in .just(.failed(error)) }
                    .startWith(.started)
            }
            .share()

        repositories = lookups
            .compactMap { lookup -> [GitHubRepository]? in
                switch lookup {
                case .finished(let repositories): return repositories
                case .failed(let error): return Self.meansNoRepositories(error) ? [] : nil
                case .started: return nil
                }
            }
            .asDriver(onErrorDriveWith: .empty())
        isLoading = lookups
            .map { lookup in
                if case .started = lookup { return true }
                return false
            }
            .asDriver(onErrorDriveWith: .empty())
        noRepositories = lookups
            .filter { lookup in
                switch lookup {
                case .finished(let repositories): return repositories.isEmpty
                case .failed(let error): return Self.meansNoRepositories(error)
                case .started: return false
                }
            }
            .map { _ in () }
            .asSignal(onErrorSignalWith: .empty())
        failure = lookups
            .compactMap { lookup in
                guard case .failed(let error) = lookup, !Self.meansNoRepositories(error) else { return nil }
                return FailureMessage.text(for: error)
            }
            .asSignal(onErrorSignalWith: .empty())
    }

    /// GitHub answers 404 for a name that is not a user: for the person searching, that user
    /// has no repositories, as the seed shows it.
    private static func meansNoRepositories(_ error: Error) -> Bool {
        if case .httpStatus(404, _, _)? = error as? APIError { return true }
        return false
    }

    /// One lookup's progress, as the request reports it.
    private enum Lookup {
        case started
        case finished([GitHubRepository])
        case failed(Error)
    }
}
