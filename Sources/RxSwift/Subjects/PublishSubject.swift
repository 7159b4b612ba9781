/// Broadcasts events to the observers subscribed at the time; late subscribers miss them and
/// get only the terminal event, if there was one.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline let core: SubjectCore<Element>

    @inlinable public override init() {
        let core = SubjectCore<Element>(kind: .publish)
        self.core = core
        // Subscribed directly, outside the trampoline, as RxSwift's subjects are.
        super.init(onTrampoline: false) { observer in core.subscribe(consume observer) }
        core.owner = self
    }

    @inlinable public var hasObservers: Bool { core.hasObservers }
    @inlinable public var isDisposed: Bool { core.isDisposed }

    @inlinable public func on(_ event: Event<Element>) { core.on(event) }

    @inlinable public func dispose() { core.dispose() }
}
