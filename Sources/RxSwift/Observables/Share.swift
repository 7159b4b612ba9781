import Synchronization

/// How long `share(replay:scope:)` keeps its subject.
public enum SubjectLifetimeScope: Sendable {
    /// The subject lives while the source is connected: once the last subscriber leaves (or the
    /// source terminates) its replay buffer is forgotten, and the next subscriber subscribes
    /// the source again.
    case whileConnected
    /// One subject for good: later subscribers get its replay buffer and terminal event.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, connecting on the first
    /// and disconnecting after the last; each new subscriber first gets up to `replay` of the
    /// latest elements. As in RxSwift, the common cases (`share()` and `share(replay: 1)`
    /// while connected) have their own lean implementation.
    @inlinable public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.whileConnected, 0):
            return ShareWhileConnected(source: asObservable(), replaysLatest: false)
        case (.whileConnected, 1):
            return ShareWhileConnected(source: asObservable(), replaysLatest: true)
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        }
    }
}

/// `share()` / `share(replay: 1)` while connected: one connection to the source at a time,
/// made by the first subscriber (after it is registered, outside the lock) and dropped when
/// the last one leaves or the source terminates. A subscriber arriving while the last one is
/// leaving on another thread gets a fresh connection, never a dying one (RxSwift issue 2718).
///
/// The shared observable itself: one object, where a `Producer` whose closure captured it was a
/// second. Subscribed directly, outside the trampoline, as RxSwift's `share()` and
/// `share(replay: 1)` while connected are; the connection subscribes the source as `subscribe`
/// would (in the trampoline when the source wants it).
@usableFromInline final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let replaysLatest: Bool
    @usableFromInline let lock = RecursiveLock()
    /// Guarded by `lock` (so not checked for exclusivity at run time).
    @usableFromInline @exclusivity(unchecked) var connection: ShareConnection<Element>?
    /// `subscribeShared`, made where the element type is known and capturing nothing: the
    /// overridden `run` runs unspecialised, but only calls it.
    @usableFromInline let subscribeHandlerShared: (ShareWhileConnected<Element>, __owned @escaping (Event<Element>) -> Void) -> Disposable

    @inlinable init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
        subscribeHandlerShared = { shared, observer in shared.subscribeShared(observer) }
        super.init(onTrampoline: false)
    }

    @inlinable override func run(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeHandlerShared(self, observer)
    }

    @inlinable func subscribeShared(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let (connection, isFirst, subscription, replay) = lock.performLocked {
            let connection = self.connection ?? ShareConnection(parent: self)
            self.connection = connection
            let isFirst = connection.isUnused
            let (subscription, replay) = connection.locked_subscribe(observer)
            return (connection, isFirst, subscription, replay)
        }
        // The latest element is replayed outside the lock, as RxSwift 6.10 does (issue 2653).
        if case let (gate, latest)? = replay { gate.replay(CollectionOfOne(latest), then: nil) }
        if isFirst { connection.connect() }
        return subscription
    }
}

/// Where a connection keeps its latest element: a field whose type is the class's generic
/// argument (`Element?`), so the connection's deinit, which runs unspecialised, destroys it
/// through the metadata its class holds. Declared as `Element?` in the connection, the deinit
/// looked `Optional<Element>`'s metadata up (a few hundred instructions) for every connection.
/// A `DisposeBase`, whose upstream is the connection's subscription to the source.
@usableFromInline class ShareConnectionLatest<Latest>: DisposeBase, @unchecked Sendable {
    // Guarded by the parent's lock, so not checked for exclusivity at run time.
    @usableFromInline @exclusivity(unchecked) final var latest: Latest

    @inlinable init(latest: Latest) {
        self.latest = latest
        super.init()
    }
}

/// One connection of a `ShareWhileConnected`: the observer of the source and its subscribers.
/// Its subscription to the source is its own upstream (`setUpstream`, `dispose()`), as a
/// `SingleAssignmentDisposable` of its own held it: one object fewer a connection.
@usableFromInline final class ShareConnection<Element>: ShareConnectionLatest<Element?>, @unchecked Sendable {
    // Strong: the shared observable may be gone while subscribers remain. The cycle with
    // `parent.connection` ends when this connection does.
    @usableFromInline let parent: ShareWhileConnected<Element>
    // Guarded by the parent's lock, so not checked for exclusivity at run time.
    @usableFromInline @exclusivity(unchecked) var observers = ObserverList<Element>()
    @usableFromInline @exclusivity(unchecked) var hasEnded = false
    @usableFromInline @exclusivity(unchecked) var hasSubscribed = false

    @inlinable init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        super.init(latest: nil)
    }

    /// True until the first subscriber registered.
    @inlinable var isUnused: Bool { !hasSubscribed }

    @inlinable func connect() {
        let parent = self.parent
        setUpstream(parent.source.runSubscription { [self] event in on(event) })
    }

    @inlinable func on(_ event: Event<Element>) {
        let targets = parent.lock.performLocked { () -> ObserverList<Element> in
            guard !hasEnded else { return ObserverList() }
            switch event {
            case .next(let element):
                if parent.replaysLatest { latest = element }
                return observers
            case .error, .completed:
                let targets = observers
                locked_dispose()
                return targets
            }
        }
        targets.dispatch(event)
        // The source ended: let go of its subscription, which holds this connection through
        // its observer (a subscriber unsubscribing after the end no longer disconnects).
        if event.isStopEvent { dispose() }
    }

    /// Registers `observer`; returns its subscription and, when there is a latest element to
    /// replay, the gate to replay it through once the lock is released (live events wait
    /// behind it) with the element.
    @inlinable func locked_subscribe(_ observer: @escaping (Event<Element>) -> Void)
        -> (ShareSubscription, (ReplayGate<Element>, Element)?) {
        hasSubscribed = true
        guard let latest else {
            return (makeSubscription(id: observers.insert(observer)), nil)
        }
        let gate = ReplayGate(observer)
        return (makeSubscription(id: observers.insert(gate.on)), (gate, latest))
    }

    @inlinable func makeSubscription(id: Int) -> ShareSubscription {
        ShareSubscription(connection: self, id: id) { connection, id in
            unsafeDowncast(connection, to: ShareConnection<Element>.self).unsubscribe(id)
        }
    }

    @inlinable func unsubscribe(_ id: Int) {
        let disconnect = parent.lock.performLocked { () -> Bool in
            let before = observers.count
            observers.remove(id)
            guard observers.count < before, observers.isEmpty else { return false }
            locked_dispose()
            return true
        }
        if disconnect { dispose() }
    }

    /// Ends this connection: the next subscriber makes a new one.
    @inlinable func locked_dispose() {
        hasEnded = true
        if parent.connection === self { parent.connection = nil }
        observers.removeAll()
    }
}

/// A subscriber's subscription to a `ShareConnection`, as `Disposables.create { unsubscribe(id) }`
/// was, in one object instead of a closure's context and the disposable holding the closure:
/// the first `dispose()` unsubscribes and lets go of the connection, later ones do nothing.
/// Not generic: `dispose()` is reached through `Disposable`, where a generic class's method
/// would run unspecialised; `unsubscribe` is made where the element type is known (capturing
/// nothing, so no context is allocated) and runs the connection's specialised code.
@usableFromInline final class ShareSubscription: Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    /// Read and cleared only by the thread that set `disposed`.
    @usableFromInline @exclusivity(unchecked) var connection: AnyObject?
    @usableFromInline let id: Int
    @usableFromInline let unsubscribe: (AnyObject, Int) -> Void

    @inlinable init(connection: AnyObject, id: Int, unsubscribe: @escaping (AnyObject, Int) -> Void) {
        self.connection = connection
        self.id = id
        self.unsubscribe = unsubscribe
    }

    @inlinable var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @inlinable func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing), let connection else { return }
        self.connection = nil
        unsubscribe(connection, id)
    }
}
