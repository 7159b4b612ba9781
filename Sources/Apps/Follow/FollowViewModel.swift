import APIClient
import RxSwift
import RxRelay
import RxUI

/// Who to follow (seed 003): loads a random page of GitHub users on open (`startWith`) and on
/// every refresh, shows 10 of them, swaps a dismissed user for one not shown, and opens a
/// selected user's profile.
///
/// Unlike the seed, a failed load (network or parse) becomes an error message and the next
/// refresh still loads; a newer load replaces one in flight.
final class FollowViewModel {
    /// `since` is drawn from `0..<sinceLimit`, as the seed's `arc4random_uniform(500)`.
    static let sinceLimit = 500

    let rows: Driver<[FollowCellViewModel]>
    /// True from the start of a load to its end (the refresh control and network indicator).
    let isLoading: Driver<Bool>
    let errorMessage: Signal<String>
    /// The profile to open for a selected row.
    let openURL: Signal<String>

    private let suggestions = BehaviorRelay(value: Suggestions.none)
    private let loading = BehaviorRelay(value: false)
    private let errors = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    /// - Parameters:
    ///   - deleted, selected: rows the user deleted or selected.
    ///   - random: the session's seeded source, for `since`, the users shown and swaps.
    init(refresh: Observable<Void>, deleted: Observable<Int>, selected: Observable<Int>,
         client: UsersAPIClient, random: SeededRandomSource) {
        let shownRows = ShownRows()
        rows = suggestions.asDriver().map { shownRows.viewModels(for: $0.shown) }
        isLoading = loading.asDriver().distinctUntilChanged()
        errorMessage = errors.asSignal()
        openURL = selected
            .compactMap { [suggestions] row in
                let shown = suggestions.value.shown
                return shown.indices.contains(row) ? shown[row].htmlURL.absoluteString : nil
            }
            .asSignal(onErrorSignalWith: .empty())

        refresh.startWith(())
            .flatMapLatest { [loading] _ in
                Observable.deferred { client.fetch(since: random.int(in: 0..<Self.sinceLimit)) }
                    .map { page -> Result<[GitHubUser], any Error> in .success(page) }
                    .catch { error in .just(.failure(error)) }
                    .do(onSubscribe: { loading.accept(true) })
            }
            .subscribe(onNext: { [suggestions, loading, errors] result in
                loading.accept(false)
                switch result {
                case .success(let page): suggestions.accept(Suggestions(page: page, random: random))
                case .failure(let error): errors.accept(FailureMessage.text(for: error))
                }
            })
            .disposed(by: disposeBag)

        deleted
            .subscribe(onNext: { [suggestions] row in
                var next = suggestions.value
                next.dismiss(row: row, random: random)
                suggestions.accept(next)
            })
            .disposed(by: disposeBag)
    }
}

/// The cell ViewModels of the rows shown: a user still shown keeps the ViewModel it had, so
/// swapping one row builds one ViewModel (and the table's reused cells keep their bindings).
final class ShownRows {
    /// Each row's user beside its ViewModel (whose relay holds the same user and is never set
    /// again): matching a row reads no relay, and users with another id are passed over
    /// without comparing their texts and URLs.
    private var current: [(user: GitHubUser, viewModel: FollowCellViewModel)] = []

    func viewModels(for users: ArraySlice<GitHubUser>) -> [FollowCellViewModel] {
        let previous = current
        current = users.map { user in
            previous.first { $0.user.id == user.id && $0.user == user } ?? (user, FollowCellViewModel(model: user))
        }
        return current.map(\.viewModel)
    }
}
