import RxSwift
import RxRelay
import RxUI

/// The seed's `VenueViewModel`: the venues live in a `BehaviorRelay`, filled by searches for
/// the search text (the initial "" included), at most one per 500 ms.
///
/// Unlike the seed, a newer search cancels the one in flight (`flatMapLatest`), so a late
/// answer cannot overwrite a newer one, and a failure becomes an error message instead of
/// ending the search chain.
final class VenuesViewModel {
    static let throttleInterval: RxTimeInterval = .milliseconds(500)

    let venues = BehaviorRelay<[Venue]>(value: [])
    /// The venues for the table.
    let rows: Driver<[Venue]>
    /// True while a search is in flight (the network activity indicator).
    let isLoading: Driver<Bool>
    /// A readable message per failed search.
    let errorMessage: Signal<String>
    /// The page to open for a selected venue.
    let openURL: Signal<String>

    private let loading = BehaviorRelay(value: false)
    private let errors = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    init(searchText: Observable<String>, venueSelected: Observable<Venue>, client: VenuesAPIClient,
         scheduler: any SchedulerType) {
        rows = venues.asDriver()
        isLoading = loading.asDriver().distinctUntilChanged()
        errorMessage = errors.asSignal()
        openURL = venueSelected
            .compactMap { $0.pageURL?.absoluteString }
            .asSignal(onErrorSignalWith: .empty())

        searchText
            .throttle(Self.throttleInterval, scheduler: scheduler)
            .flatMapLatest { [loading] query in
                client.search(query: query)
                    .map { venues -> Result<[Venue], any Error> in .success(venues) }
                    .catch { error in .just(.failure(error)) }
                    .do(onSubscribe: { loading.accept(true) })
            }
            .subscribe(onNext: { [venues, loading, errors] result in
                loading.accept(false)
                switch result {
                case .success(let found): venues.accept(found)
                case .failure(let error): errors.accept(FailureMessage.text(for: error))
                }
            })
            .disposed(by: disposeBag)
    }
}
