/// Replays up to `bufferSize` past elements to each new subscriber, then live events.
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core: SubjectCore<Element>

    private init(limit: Int) {
        core = SubjectCore(replay: .buffer(limit: limit, elements: []))
    }

    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(limit: max(0, bufferSize))
    }

    public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(limit: Int.max)
    }

    public var hasObservers: Bool { core.hasObservers }
    public var isDisposed: Bool { core.isDisposed }

    public func on(_ event: Event<Element>) { core.on(event) }

    public override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        core.subscribe(observer)
    }

    public func dispose() { core.dispose() }
}
