import RxCocoa
import RxSwift

// `Binder`, `Reactive` and `ReactiveCompatible` live in RxSwift, as RxSwift 6 moved them there
// from RxCocoa; the controls here add their `rx` extensions.

extension Binder {
    /// The binders of RxUI's controls apply each value at once on the caller's thread.
    ///
    /// That is the session's main scheduler, where a session's UI work runs; RxCore's
    /// default, `MainScheduler`, is the dispatch main queue, which a session never runs, so
    /// a binding made from inside another binding would never be applied.
    init<Target: AnyObject>(_ target: Target, binding: @escaping (Target, Value) -> Void) {
        self.init(immediate: target, binding: binding)
    }
}
