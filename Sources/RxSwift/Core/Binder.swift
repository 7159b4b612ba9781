/// An observer that applies elements to a target, as RxSwift's `Binder`: it holds the
/// target weakly, applies each element on `scheduler` (the main scheduler by default) and
/// ignores completion.
///
/// An error reaching a binder is dropped; RxSwift stops a debug build there, but an rxs
/// session must go on.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    @usableFromInline let binding: (Event<Value>) -> Void

    @inlinable public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
                                   binding: @escaping (Target, Value) -> Void) {
        weak let weakTarget = target
        // The scheduled action is made once, not for each element: it captures nothing that
        // changes between elements, and a closure made in `binding` was one allocation each.
        let apply: (Value) -> Disposable = { element in
            if let target = weakTarget { binding(target, element) }
            return Disposables.create()
        }
        self.binding = { event in
            guard case .next(let element) = event else { return }
            _ = scheduler.schedule(element, action: apply)
        }
    }

    /// Applies each element at once on the caller's thread: what a scheduler that runs work at
    /// once would do, without a scheduled action per element (rxs's UIKit binders). Inlinable,
    /// so the binders' closure is specialised for their value: unspecialised, it looked up the
    /// metadata of `Event<Value>` for every element bound.
    @inlinable package init<Target: AnyObject>(immediate target: Target, binding: @escaping (Target, Value) -> Void) {
        // One object holds the weak target and the binding, and is the closure's context: a
        // closure capturing a weak reference boxes it, one allocation more per binder.
        let applier = WeakTargetBinding(target, binding)
        self.binding = { event in applier.on(event) }
    }

    @inlinable public func on(_ event: Event<Value>) {
        binding(event)
    }

    @inlinable public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

/// A binder's target, held weakly, and what applies an element to it (`Binder(immediate:)`).
@usableFromInline final class WeakTargetBinding<Target: AnyObject, Value> {
    @usableFromInline weak let target: Target?
    @usableFromInline let binding: (Target, Value) -> Void

    @inlinable init(_ target: Target, _ binding: @escaping (Target, Value) -> Void) {
        self.target = target
        self.binding = binding
    }

    @inlinable func on(_ event: Event<Value>) {
        guard case .next(let element) = event, let target else { return }
        binding(target, element)
    }
}
