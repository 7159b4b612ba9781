/// Holds a current value, replayed to each new subscriber before live events. Once it has
/// terminated, a new subscriber gets only the terminal event, as in RxSwift.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline let core: SubjectCore<Element>
    @usableFromInline let subscribeTakingElements: (NextObserver<Element>) -> Disposable

    @inlinable public init(value: Element) {
        let core = SubjectCore(kind: .behavior, value: value)
        self.core = core
        // Made here, where the element type is known, so it runs specialized.
        subscribeTakingElements = { core.subscribe(takingElements: $0) }
        // Subscribed directly, outside the trampoline, as RxSwift's subjects are.
        super.init(takingElementObservers: { observer in core.subscribe(observer) })
        core.owner = self
    }

    @inlinable public var hasObservers: Bool { core.hasObservers }
    @inlinable public var isDisposed: Bool { core.isDisposed }

    /// The latest value; throws the error the subject terminated with, or if it was disposed.
    @inlinable public func value() throws -> Element {
        try core.currentValue()
    }

    @inlinable public func on(_ event: Event<Element>) { core.on(event) }

    /// As `on(.next(element))`; the observers that take elements get it without an `Event`.
    @inlinable public func onNext(_ element: consuming Element) { core.onNextKeepingValue(element) }

    @usableFromInline override func run(takingElements observer: NextObserver<Element>) -> Disposable {
        subscribeTakingElements(observer)
    }

    @inlinable public func dispose() { core.dispose() }
}
