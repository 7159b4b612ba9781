import RxCore

/// An observer that applies elements to a UI target, as RxCocoa's `Binder`: it holds the
/// target weakly, never errors and ignores completion.
///
/// Elements are applied at once on the caller's thread, which in an rxs session is the main
/// scheduler's; pass `scheduler` to hop there first when elements arrive from elsewhere.
/// An error reaching a binder is dropped (RxCocoa stops a debug build; a session must not).
public struct Binder<Value>: ObserverType {
    private let binding: (Event<Value>) -> Void

    public init<Target: AnyObject>(
        _ target: Target, scheduler: (any ImmediateSchedulerType)? = nil, binding: @escaping (Target, Value) -> Void
    ) {
        let apply: (Value) -> Void = { [weak target] value in
            if let target { binding(target, value) }
        }
        self.binding = { event in
            guard case .next(let value) = event else { return }
            if let scheduler {
                _ = scheduler.schedule(value) { value in
                    apply(value)
                    return Disposables.create()
                }
            } else {
                apply(value)
            }
        }
    }

    public func on(_ event: Event<Value>) {
        binding(event)
    }

    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
