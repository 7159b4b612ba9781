/// Holds a current value, replayed to each new subscriber before live events. Once it has
/// terminated, a new subscriber gets only the terminal event, as in RxSwift.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core: SubjectCore<Element>

    public init(value: Element) {
        let core = SubjectCore(kind: .behavior, value: value)
        self.core = core
        super.init { observer in core.subscribe(observer, subject: "BehaviorSubject") }
    }

    public var hasObservers: Bool { core.hasObservers }
    public var isDisposed: Bool { core.isDisposed }

    /// The latest value; throws the error the subject terminated with, or if it was disposed.
    public func value() throws -> Element {
        try core.currentValue(subject: "BehaviorSubject")
    }

    public func on(_ event: Event<Element>) { core.on(event) }

    public func dispose() { core.dispose() }
}
