import APIClient
import RxSwift
import RxUI

/// The seed's `ListViewModel`: loads the feed when the screen opens and on every pull to
/// refresh, and exposes what the list shows.
///
/// Unlike the seed, a failed load cannot end the refresh chain: each load catches its own
/// error, so the alert shows and the next pull loads again.
public final class FeedViewModel {
    /// The entries of the latest load that had any (the seed filters empty lists, so an
    /// empty feed keeps the rows on screen).
    public let entries: Driver<[Entry]>
    /// True from the start of a load (opening or pulling) until it ends, either way.
    public let isRefreshing: Driver<Bool>
    /// A readable message for each load that failed.
    public let failure: Signal<String>

    /// What one load does, as the screen sees it.
    private enum Load {
        case started
        case loaded([Entry])
        case failed(String)
    }

    /// - Parameters:
    ///   - refresh: pulls to refresh; the first load starts on subscription without one.
    ///   - request: the feed to read.
    ///   - client: the session's API client.
    public init(refresh: Observable<Void>, request: FeedRequest, client: APIClient) {
        // Replaying the latest step lets every output see the load that started when the
        // first of them subscribed.
        let loads = refresh.startWith(())
            .flatMapLatest { _ in
                client.observe(request)
                    .map { Load.loaded($0.entries.map(Entry.init)) }
                    .catch { error in .just(.failed(FailureMessage.text(for: error))) }
                    .startWith(.started)
            }
            .share(replay: 1)

        isRefreshing = loads
            .map { load in
                if case .started = load { return true }
                return false
            }
            .asDriver(onErrorJustReturn: false)
        entries = loads
            .compactMap { load in
                guard case .loaded(let entries) = load, !entries.isEmpty else { return nil }
                return entries
            }
            .asDriver(onErrorJustReturn: [])
        failure = loads
            .compactMap { load in
                guard case .failed(let message) = load else { return nil }
                return message
            }
            .asSignal(onErrorSignalWith: .empty())
    }
}
