import Foundation
import RxCocoa
import RxSwift

/// Counts taps and resets, and says when the count is worth a cheer.
public final class CounterViewModel {
    public let count: Driver<Int>
    public let title: Driver<String>
    public let canReset: Driver<Bool>

    public init(increments: Observable<Void>, resets: Observable<Void>) {
        enum Change { case increment, reset }
        let count = Observable.merge(increments.map { Change.increment }, resets.map { Change.reset })
            .scan(0) { total, change in change == .increment ? total + 1 : 0 }
            .startWith(0)
            .share(replay: 1)
        self.count = count.asDriver(onErrorJustReturn: 0)
        title = count.map { $0 >= 3 ? "\($0) taps!" : "\($0)" }.asDriver(onErrorJustReturn: "")
        canReset = count.map { $0 > 0 }.distinctUntilChanged().asDriver(onErrorJustReturn: false)
    }
}
