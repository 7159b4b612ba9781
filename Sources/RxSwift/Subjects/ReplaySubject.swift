/// Replays up to `bufferSize` past elements to each new subscriber, then live events (or the
/// terminal event it ended with).
public final class ReplaySubject<Element>: Observable<Element>, ObserverType, Cancelable, @unchecked Sendable {
    @usableFromInline let core: SubjectCore<Element>

    @inlinable init(limit: Int) {
        let core = SubjectCore<Element>(kind: .replay(limit: limit))
        self.core = core
        // Subscribed directly, outside the trampoline, as RxSwift's subjects are.
        super.init(onTrampoline: false) { observer in core.subscribe(observer) }
        core.owner = self
    }

    @inlinable public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(limit: max(0, bufferSize))
    }

    /// Replays every element it received, as RxSwift 6.10's `createUnbounded()`.
    @inlinable public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(limit: Int.max)
    }

    /// The older spelling of `createUnbounded()`, which RxSwift keeps too.
    @inlinable public static func createUnbound() -> ReplaySubject<Element> {
        createUnbounded()
    }

    @inlinable public var hasObservers: Bool { core.hasObservers }
    @inlinable public var isDisposed: Bool { core.isDisposed }

    @inlinable public func on(_ event: Event<Element>) { core.on(event) }

    @inlinable public func dispose() { core.dispose() }
}
