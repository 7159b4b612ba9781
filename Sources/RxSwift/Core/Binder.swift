/// An observer that applies elements to a target, as RxSwift's `Binder`: it holds the
/// target weakly, applies each element on `scheduler` (the main scheduler by default) and
/// ignores completion.
///
/// An error reaching a binder is dropped; RxSwift stops a debug build there, but an rxs
/// session must go on.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    @usableFromInline let binding: (Event<Value>) -> Void
    /// What applies an element, for `Binder(immediate:)` (nil for the others): lets a sequence of
    /// non-optional elements bound to a binder of optionals apply them without a closure and
    /// an optional's event of its own (`liftedHandler()`).
    @usableFromInline let applier: ElementApplier<Value>?

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
        applier = nil
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
        self.applier = applier
    }

    /// For `bind(to:)`, `drive` and `emit` of `Wrapped` elements to this binder of `Wrapped?`:
    /// what `on(.next(.some(element)))` does, as a closure whose context is the applier (no
    /// allocation), for a binder that has one; nil for the others. Ends are ignored, as `on` does.
    @inlinable package func liftedHandler<Wrapped>() -> ((Event<Wrapped>) -> Void)? where Value == Wrapped? {
        guard let applier else { return nil }
        return { event in
            guard case .next(let element) = event else { return }
            applier.apply(element)
        }
    }

    @inlinable public func on(_ event: Event<Value>) {
        binding(event)
    }

    @inlinable public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

/// Applies an element to a binder's target (`WeakTargetBinding`), named without the target's type.
@usableFromInline class ElementApplier<Value> {
    @inlinable init() {}

    @usableFromInline func apply(_ value: Value) {}
}

/// A binder's target, held as a weak reference holds it (without the target's side table), and
/// what applies an element to it (`Binder(immediate:)`).
@usableFromInline final class WeakTargetBinding<Target: AnyObject, Value>: ElementApplier<Value> {
    @usableFromInline let target: TryRetainedReference<Target>
    @usableFromInline let binding: (Target, Value) -> Void

    @inlinable init(_ target: Target, _ binding: @escaping (Target, Value) -> Void) {
        self.target = TryRetainedReference(target)
        self.binding = binding
    }

    @usableFromInline override func apply(_ value: Value) {
        guard let target = target.object else { return }
        binding(target, value)
    }

    @inlinable func on(_ event: Event<Value>) {
        guard case .next(let element) = event, let target = target.object else { return }
        binding(target, element)
    }
}
