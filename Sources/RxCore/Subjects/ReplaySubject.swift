/// Replays up to `bufferSize` past elements to each new subscriber, then live events (or the
/// terminal event it ended with).
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    private let core: SubjectCore<Element>

    private init(limit: Int) {
        let core = SubjectCore<Element>(kind: .replay(limit: limit))
        self.core = core
        super.init { observer in core.subscribe(observer, subject: "ReplaySubject") }
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

    public func dispose() { core.dispose() }
}
