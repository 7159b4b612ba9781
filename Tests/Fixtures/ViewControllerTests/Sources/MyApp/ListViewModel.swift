import RxCocoa
import RxSwift

final class ListViewModel {
    let items = BehaviorRelay<[String]>(value: [])
}
