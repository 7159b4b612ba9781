// The smallest program on rxs's RxSwift: one subscription. rxbench times its start-up.
import RxSwift

var total = 0
_ = Observable.just(41).map { $0 + 1 }.subscribe(onNext: { total += $0 })
if total != 42 { print("unexpected total \(total)") }
