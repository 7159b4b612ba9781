import RxCocoa
import RxSwift
import UIKit

/// A small Action: runs `work` for each input while enabled, one at a time, and tells whether it
/// is executing; its elements replay to late subscribers, as Action's do.
public final class TapAction<Input, Element> {
    public let inputs = PublishSubject<Input>()
    public let elements: RxSwift.Observable<Element>
    public let executing: Driver<Bool>
    /// The same, as an Infallible (a relay never errors).
    public let isExecuting: Infallible<Bool>
    private let lock = NSRecursiveLock()
    private let disposeBag = DisposeBag()

    public init(work: @escaping (Input) -> RxSwift.Observable<Element>) {
        let executing = BehaviorRelay(value: false)
        let results = ReplaySubject<Element>.createUnbounded()
        self.elements = results.asObservable()
        self.executing = executing.asDriver()
        self.isExecuting = executing.asInfallible()
        let lock = self.lock
        inputs
            .filter { _ in lock.lock(); defer { lock.unlock() }; return !executing.value }
            .flatMap { input -> RxSwift.Observable<Element> in
                executing.accept(true)
                return work(input).do(onDispose: { executing.accept(false) })
            }
            .subscribe(onNext: results.onNext)
            .disposed(by: disposeBag)
    }
}

extension Reactive where Base: UIKit.UIButton {
    /// Binds the button's taps to `action` and its enabled state to the action not executing.
    public func bind(to action: TapAction<Void, some Any>) -> Disposable {
        let taps = tap.bind(to: action.inputs)
        let enabled = action.executing.map { !$0 }.drive(isEnabled)
        return Disposables.create(taps, enabled)
    }
}

/// Where a row is, with Foundation's IndexPath that `import UIKit` brings.
public func rowPath(_ row: Int, in section: Int) -> IndexPath {
    IndexPath(row: row, section: section)
}

/// A Driver of the latest width, in points.
public func widths(_ values: RxCocoa.Driver<CGFloat>) -> RxCocoa.Driver<CGFloat> {
    values.distinctUntilChanged()
}
