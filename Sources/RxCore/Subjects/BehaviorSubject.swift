/// Holds a current value, replayed to each new subscriber before live events.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core: SubjectCore<Element>

    public init(value: Element) {
        let core = SubjectCore(replay: .latest(value))
        self.core = core
        super.init { observer in core.subscribe(observer) }
    }

    public var hasObservers: Bool { core.hasObservers }
    public var isDisposed: Bool { core.isDisposed }

    /// The latest value; throws the error the subject terminated with, or if it was disposed.
    public func value() throws -> Element {
        if case .error(let error) = core.stopEvent { throw error }
        guard let latest = core.latest else { throw RxError.disposed(object: "BehaviorSubject") }
        return latest
    }

    public func on(_ event: Event<Element>) { core.on(event) }

    public func dispose() { core.dispose() }
}
