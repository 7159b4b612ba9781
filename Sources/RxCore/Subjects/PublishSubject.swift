/// Broadcasts events to the observers subscribed at the time; late subscribers miss them and
/// get only the terminal event, if there was one.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core: SubjectCore<Element>

    public override init() {
        let core = SubjectCore<Element>(kind: .publish)
        self.core = core
        super.init { observer in core.subscribe(observer, subject: "PublishSubject") }
    }

    public var hasObservers: Bool { core.hasObservers }
    public var isDisposed: Bool { core.isDisposed }

    public func on(_ event: Event<Element>) { core.on(event) }

    public func dispose() { core.dispose() }
}
