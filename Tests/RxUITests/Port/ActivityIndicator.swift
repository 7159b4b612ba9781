// An activity indicator as RxSwift apps write one beside their ViewModels: a Driver of "is any
// tracked sequence running", fed by `trackActivity`. Written here (not copied) in that shape —
// a SharedSequenceConvertibleType with Driver's strategy, a lock and a relay counting, and a
// token from `Observable.using` — to prove the shape compiles and behaves on RxUI.
import Foundation
import RxSwift
import RxRelay
import RxUI

/// Ends one tracked run when disposed.
private struct RunningToken<Element>: ObservableConvertibleType, Disposable {
    let source: Observable<Element>
    let end: Cancelable

    func asObservable() -> Observable<Element> { source }

    func dispose() { end.dispose() }
}

/// True while at least one sequence passed through `trackActivity(_:)` runs.
public final class ActivityIndicator: SharedSequenceConvertibleType {
    public typealias Element = Bool
    public typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let count = BehaviorRelay(value: 0)
    private let running: Driver<Bool>

    public init() {
        running = count.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using({ () -> RunningToken<Source.Element> in
            self.add(1)
            return RunningToken(source: source.asObservable(), end: Disposables.create(with: { self.add(-1) }))
        }, observableFactory: { token in token.asObservable() })
    }

    private func add(_ delta: Int) {
        lock.lock()
        defer { lock.unlock() }
        count.accept(count.value + delta)
    }

    public func asSharedSequence() -> Driver<Bool> { running }
}

extension ObservableConvertibleType {
    public func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> {
        indicator.track(self)
    }
}
