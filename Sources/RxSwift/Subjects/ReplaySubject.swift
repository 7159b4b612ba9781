/// Replays up to `bufferSize` past elements to each new subscriber, then live events (or the
/// terminal event it ended with).
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline let core: SubjectCore<Element>

    @inlinable init(limit: Int) {
        let core = SubjectCore<Element>(kind: .replay(limit: limit))
        self.core = core
        super.init { observer in core.subscribe(observer) }
        core.owner = self
    }

    @inlinable public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(limit: max(0, bufferSize))
    }

    @inlinable public static func createUnbound() -> ReplaySubject<Element> {
        ReplaySubject(limit: Int.max)
    }

    @inlinable public var hasObservers: Bool { core.hasObservers }
    @inlinable public var isDisposed: Bool { core.isDisposed }

    @inlinable public func on(_ event: Event<Element>) { core.on(event) }

    @inlinable public func dispose() { core.dispose() }
}
