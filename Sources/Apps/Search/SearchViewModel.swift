import APIClient
import RxSwift
import RxUI

/// What a finished search shows on the results screen: the query (its title) and the
/// repositories found, possibly none.
public struct RepositorySearchResults: Equatable, Sendable {
    public var query: String
    public var repositories: [GitHubRepository]

    public init(query: String, repositories: [GitHubRepository]) {
        self.query = query
        self.repositories = repositories
    }
}

/// Seed 002's `SearchViewModel`: validates the search word and searches GitHub's
/// repositories when the button is tapped or return is pressed.
///
/// Unlike the seed, a failed request ends the search visibly (the HUD goes away and the
/// failure is reported) instead of being swallowed with the HUD left on, and a tap while a
/// search is in flight is ignored (`flatMapFirst`), so one search pushes one results screen.
public final class SearchViewModel {
    /// The word has at least `minimumLength` characters (counted as characters, not bytes).
    public let validation: Driver<Bool>
    /// True from the request until its answer (the HUD).
    public let isSearching: Driver<Bool>
    /// Each finished search, including one that found nothing.
    public let results: Signal<RepositorySearchResults>
    /// A readable message for a failed search.
    public let failure: Signal<String>

    public static let minimumLength = 3

    /// - Parameters:
    ///   - search: the field's text, starting with its current (empty) text.
    ///   - buttonTap: taps of the search button.
    ///   - keyboardReturn: the return key in the field.
    public init(search: Observable<String>, buttonTap: Observable<Void>, keyboardReturn: Observable<Void>,
                client: APIClient, api: GitHubAPI) {
        let minimumLength = Self.minimumLength
        validation = search
            .map { $0.count >= minimumLength }
            .asDriver(onErrorDriveWith: .empty())

        let searches = Observable.merge(buttonTap, keyboardReturn)
            .withLatestFrom(search)
            .filter { $0.count >= minimumLength }
            .flatMapFirst { query in
                client.observe(GitHubSearchRepositoriesRequest(query: query, page: 1, api: api))
                    .map { Search.finished(RepositorySearchResults(query: query, repositories: $0.items)) }
                    .catch { error in .just(.failed(error)) }
                    .startWith(.started)
            }
            .share()

        isSearching = searches
            .map { search in
                if case .started = search { return true }
                return false
            }
            .asDriver(onErrorDriveWith: .empty())
        results = searches
            .compactMap { search in
                guard case .finished(let results) = search else { return nil }
                return results
            }
            .asSignal(onErrorSignalWith: .empty())
        failure = searches
            .compactMap { search in
                guard case .failed(let error) = search else { return nil }
                return FailureMessage.text(for: error)
            }
            .asSignal(onErrorSignalWith: .empty())
    }

    /// One search's progress, as the request reports it.
    private enum Search {
        case started
        case finished(RepositorySearchResults)
        case failed(Error)
    }
}
