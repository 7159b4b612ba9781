/// Broadcasts events to the observers subscribed at the time; late subscribers miss them.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core = SubjectCore<Element>(replay: .none)

    public override init() {}

    public var hasObservers: Bool { core.hasObservers }
    public var isDisposed: Bool { core.isDisposed }

    public func on(_ event: Event<Element>) { core.on(event) }

    public override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        core.subscribe(observer)
    }

    public func dispose() { core.dispose() }
}
