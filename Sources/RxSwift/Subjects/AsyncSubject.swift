/// Emits only the last element, and only when the source completes: each observer gets that
/// element followed by completion (or just completion without one, or the error).
/// Later subscribers get the same outcome at once, as in RxSwift.
public final class AsyncSubject<Element>: Observable<Element>, ObserverType, @unchecked Sendable {
    @usableFromInline let state = AsyncSubjectState<Element>()

    @inlinable public override init() {
        let state = self.state
        // Subscribed directly, outside the trampoline, as RxSwift's subjects are.
        super.init(onTrampoline: false) { observer in state.subscribe(observer) }
    }

    @inlinable public var hasObservers: Bool { state.hasObservers }

    @inlinable public func on(_ event: Event<Element>) { state.on(event) }
}

extension AsyncSubject: SubjectType {}

@usableFromInline final class AsyncSubjectState<Element>: @unchecked Sendable {
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline var observers = ObserverList<Element>()
    @usableFromInline var lastElement: Element?
    /// `.next(last)` once completed with an element, as RxSwift keeps it.
    @usableFromInline var stopEvent: Event<Element>?
    #if DEBUG
    @usableFromInline let tracker = SynchronizationTracker()
    #endif

    @inlinable var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    @inlinable func on(_ event: Event<Element>) {
        #if DEBUG
        tracker.register()
        defer { tracker.unregister() }
        #endif
        let (targets, outcome) = lock.performLocked { () -> (ObserverList<Element>, Event<Element>?) in
            guard stopEvent == nil else { return (ObserverList(), nil) }
            switch event {
            case .next(let element):
                lastElement = element
                return (ObserverList(), nil)
            case .error:
                stopEvent = event
                let targets = observers
                observers.removeAll()
                return (targets, event)
            case .completed:
                let targets = observers
                observers.removeAll()
                if let lastElement {
                    stopEvent = .next(lastElement)
                    return (targets, .next(lastElement))
                }
                stopEvent = .completed
                return (targets, .completed)
            }
        }
        guard let outcome else { return }
        targets.dispatch(outcome)
        if case .next = outcome { targets.dispatch(.completed) }
    }

    @inlinable func subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.performLocked {
            if let stopEvent {
                handler(stopEvent)
                if case .next = stopEvent { handler(.completed) }
                return Disposables.create()
            }
            let id = observers.insert(handler)
            return Disposables.create {
                self.lock.performLocked { self.observers.remove(id) }
            }
        }
    }
}
