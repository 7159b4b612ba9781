import Foundation
import RxSwift
import RxRelay
import RxUI

struct SampleItem: Equatable {
    let name: String
    let stars: Int

    var url: String { "https://github.com/sample/\(name)" }
}

/// A ViewModel in the seeds' style: user input arrives as sequences, state leaves as Drivers
/// and Signals for the ViewController to bind.
final class SampleListViewModel {
    /// At least three characters, counted as characters (so 3 kana are enough).
    let isValid: Driver<Bool>
    let items: Driver<[SampleItem]>
    let isRefreshing: Driver<Bool>
    /// The name of an item that is already in the list.
    let duplicate: Signal<String>

    static let serverItems = [
        SampleItem(name: "RxSwift", stars: 24_000),
        SampleItem(name: "リポジトリ", stars: 3),
        SampleItem(name: "Spoon-Knife", stars: 12_000),
    ]

    private let itemsRelay = BehaviorRelay(value: [SampleItem(name: "Hello-World", stars: 2_500)])
    private let duplicateRelay = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    init(
        text: Observable<String>, addTap: Observable<Void>, refresh: Observable<Void>,
        deleted: Observable<IndexPath>, environment: Environment
    ) {
        let validation = text.map { $0.count >= 3 }.share(replay: 1)
        isValid = validation.asDriver(onErrorJustReturn: false)
        items = itemsRelay.asDriver()
        duplicate = duplicateRelay.asSignal()

        let reloaded = refresh
            .flatMapLatest { _ in
                Observable.just(Self.serverItems).delay(.milliseconds(300), scheduler: environment.backgroundScheduler)
            }
            .share()
        isRefreshing = Observable.merge(refresh.map { _ in true }, reloaded.map { _ in false })
            .asDriver(onErrorJustReturn: false)
        reloaded.bind(to: itemsRelay).disposed(by: disposeBag)

        addTap.withLatestFrom(text)
            .subscribe(onNext: { [itemsRelay, duplicateRelay] name in
                if itemsRelay.value.contains(where: { $0.name == name }) {
                    duplicateRelay.accept(name)
                } else {
                    itemsRelay.accept(itemsRelay.value + [SampleItem(name: name, stars: 0)])
                }
            })
            .disposed(by: disposeBag)

        deleted
            .subscribe(onNext: { [itemsRelay] indexPath in
                var items = itemsRelay.value
                guard items.indices.contains(indexPath.row) else { return }
                items.remove(at: indexPath.row)
                itemsRelay.accept(items)
            })
            .disposed(by: disposeBag)
    }
}
