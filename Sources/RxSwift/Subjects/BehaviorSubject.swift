/// Holds a current value, replayed to each new subscriber before live events. Once it has
/// terminated, a new subscriber gets only the terminal event, as in RxSwift.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline let core: SubjectCore<Element>

    @inlinable public init(value: Element) {
        let core = SubjectCore(kind: .behavior, value: value)
        self.core = core
        // Subscribed directly, outside the trampoline, as RxSwift's subjects are.
        super.init(onTrampoline: false) { observer in core.subscribe(observer) }
        core.owner = self
    }

    @inlinable public var hasObservers: Bool { core.hasObservers }
    @inlinable public var isDisposed: Bool { core.isDisposed }

    /// The latest value; throws the error the subject terminated with, or if it was disposed.
    @inlinable public func value() throws -> Element {
        try core.currentValue()
    }

    @inlinable public func on(_ event: Event<Element>) { core.on(event) }

    @inlinable public func dispose() { core.dispose() }
}
