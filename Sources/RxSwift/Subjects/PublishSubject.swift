/// Broadcasts events to the observers subscribed at the time; late subscribers miss them and
/// get only the terminal event, if there was one.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline let core: SubjectCore<Element>
    @usableFromInline let subscribeTakingElements: (NextObserver<Element>) -> Disposable

    @inlinable public override init() {
        let core = SubjectCore<Element>(kind: .publish)
        self.core = core
        // Made here, where the element type is known, so it runs specialized.
        subscribeTakingElements = { core.subscribe(takingElements: $0) }
        // Subscribed directly, outside the trampoline, as RxSwift's subjects are.
        super.init(takingElementObservers: { observer in core.subscribe(consume observer) })
        core.owner = self
    }

    @inlinable public var hasObservers: Bool { core.hasObservers }
    @inlinable public var isDisposed: Bool { core.isDisposed }

    @inlinable public func on(_ event: Event<Element>) { core.on(event) }

    /// As `on(.next(element))`; the observers that take elements get it without an `Event`.
    @inlinable public func onNext(_ element: consuming Element) { core.onNext(element) }

    @usableFromInline override func run(takingElements observer: NextObserver<Element>) -> Disposable {
        subscribeTakingElements(observer)
    }

    @inlinable public func dispose() { core.dispose() }

    /// `subscribe(onNext:)` and `subscribe()` come to `subscribeNext(_:)`.
    @inlinable override var subscribesNextDirectly: Bool { true }

    /// `subscribe()` with no closure subscribes no observer object: the subject keeps a
    /// closure that only reports an error (to `Hooks.defaultErrorHandler`, as `NextObserver`
    /// would), and the subscription is the subject's own. Nothing else is observable of such an
    /// observer: it ignores elements, and the subject lets go of its observers when it ends, as
    /// the observer's disposal after a terminal event would. With a closure, or a call stack
    /// to keep, a `NextObserver` as before (its stop bit keeps a closure from an element
    /// delivered after its terminal event).
    @inlinable override func subscribeNext(_ onNext: __owned ((Element) -> Void)?) -> Disposable {
        if case .none = onNext, !Hooks.recordCallStackOnError {
            return core.subscribe { event in
                if case .error(let error) = event { Hooks.defaultErrorHandler([], error) }
            }
        }
        let observer = NextObserver(onNext: onNext)
        if observer.onNext != nil {
            observer.subscribeTakingElements(self)
        } else {
            observer.setUpstream(run { observer.on($0) })
        }
        return observer
    }
}
