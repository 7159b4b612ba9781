/// A sequence that shares one subscription to its source, started by `connect()`.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Subscribes the source to the shared subject; disposing the result disconnects it.
    func connect() -> Disposable
}

/// Shares one subscription to a source through a subject: subscribers subscribe to the
/// subject, and `connect()` subscribes the subject to the source.
///
/// When the connection ends (disposed, or the source terminated) the subject is forgotten and
/// the next subscriber or connection gets a fresh one from `makeSubject`; `multicast(_:)`
/// hands back the same subject every time.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
    /// A subject as a connection needs it: where subscribers go, and how the source feeds it.
    @usableFromInline struct Plug {
        @inlinable init(output: Observable<Element>, feed: @escaping (ConnectableConnection) -> Disposable) {
            self.output = output
            self.feed = feed
        }

        @usableFromInline let output: Observable<Element>
        @usableFromInline let feed: (ConnectableConnection) -> Disposable
    }

    @usableFromInline let makePlug: () -> Plug
    @usableFromInline let lock = Lock()
    @usableFromInline var plug: Plug?
    @usableFromInline var connection: ConnectableConnection?

    @inlinable init<Source, Subject: SubjectType>(source: Observable<Source>, makeSubject: @escaping () -> Subject)
    where Subject.Observer.Element == Source, Subject.Element == Element {
        makePlug = {
            let subject = makeSubject()
            let input = subject.asObserver()
            // `connect()` subscribes the source as `subscribe` would: in the trampoline
            // when the source is subscribed there, as in RxSwift.
            return Plug(output: subject.asObservable(), feed: { connection in
                source.runSubscription { event in
                    if connection.admit(event.isStopEvent) { input.on(event) }
                }
            })
        }
        // Subscribers go straight to the subject, outside the trampoline, as in RxSwift.
        super.init(onTrampoline: false)
    }

    /// The current subject; call with the lock held.
    @inlinable var currentPlug: Plug {
        if let plug { return plug }
        let created = makePlug()
        plug = created
        return created
    }

    @inlinable public override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.withLock { currentPlug }.output.run(observer)
    }

    @inlinable public func connect() -> Disposable {
        let (current, newPlug) = lock.withLock { () -> (ConnectableConnection, Plug?) in
            if let connection { return (connection, nil) }
            let created = ConnectableConnection(release: { [self] ended in release(ended) })
            connection = created
            return (created, currentPlug)
        }
        // Subscribing outside the lock: a source that emits at once must not find it held.
        if let newPlug { current.subscription.setDisposable(newPlug.feed(current)) }
        return current
    }

    @inlinable func release(_ ended: ConnectableConnection) {
        lock.withLock {
            guard connection === ended else { return }
            connection = nil
            plug = nil
        }
    }
}

/// One connection of a ConnectableObservable to its source.
@usableFromInline final class ConnectableConnection: Cancelable, @unchecked Sendable {
    @usableFromInline let subscription = SingleAssignmentDisposable()
    @usableFromInline let release: (ConnectableConnection) -> Void

    @inlinable init(release: @escaping (ConnectableConnection) -> Void) {
        self.release = release
    }

    @inlinable var isDisposed: Bool { subscription.isDisposed }

    /// Whether an event from the source may go on to the subject; a terminal event first ends
    /// the connection, so a subscriber reacting to it already finds a fresh subject.
    @inlinable func admit(_ isStopEvent: Bool) -> Bool {
        guard !isDisposed else { return false }
        if isStopEvent { dispose() }
        return true
    }

    @inlinable func dispose() {
        guard !subscription.isDisposed else { return }
        release(self)
        subscription.dispose()
    }
}
