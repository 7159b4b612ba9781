import Foundation
import RxCocoa
import RxSwift
import UIKit

/// Counts the sequences running through `trackActivity`; `isActive` is true while any is.
final class ActivityTracker {
    private let lock = NSRecursiveLock()
    private let running = BehaviorRelay(value: 0)
    let isActive: Observable<Bool>

    init() {
        isActive = running.asObservable().map { $0 > 0 }.distinctUntilChanged()
    }

    func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.deferred { [self] in
            change(by: 1)
            return source.asObservable().do(onDispose: { [self] in change(by: -1) })
        }
    }

    private func change(by delta: Int) {
        lock.lock()
        defer { lock.unlock() }
        running.accept(running.value + delta)
    }
}

extension ObservableConvertibleType {
    func trackActivity(_ tracker: ActivityTracker) -> Observable<Element> {
        tracker.track(self)
    }
}
