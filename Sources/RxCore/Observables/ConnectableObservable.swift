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
    fileprivate struct Plug {
        let output: Observable<Element>
        let feed: (ConnectableConnection) -> Disposable
    }

    private let makePlug: () -> Plug
    private let lock = Lock()
    private var plug: Plug?
    private var connection: ConnectableConnection?

    init<Source, Subject: SubjectType>(source: Observable<Source>, makeSubject: @escaping () -> Subject)
    where Subject.Observer.Element == Source, Subject.Element == Element {
        makePlug = {
            let subject = makeSubject()
            let input = subject.asObserver()
            return Plug(output: subject.asObservable(), feed: { connection in
                source.run { event in
                    if connection.admit(event.isStopEvent) { input.on(event) }
                }
            })
        }
        super.init()
    }

    /// The current subject; call with the lock held.
    private var currentPlug: Plug {
        if let plug { return plug }
        let created = makePlug()
        plug = created
        return created
    }

    public override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.withLock { currentPlug }.output.run(observer)
    }

    public func connect() -> Disposable {
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

    private func release(_ ended: ConnectableConnection) {
        lock.withLock {
            guard connection === ended else { return }
            connection = nil
            plug = nil
        }
    }
}

/// One connection of a ConnectableObservable to its source.
final class ConnectableConnection: Cancelable, @unchecked Sendable {
    let subscription = SingleAssignmentDisposable()
    private let release: (ConnectableConnection) -> Void

    init(release: @escaping (ConnectableConnection) -> Void) {
        self.release = release
    }

    var isDisposed: Bool { subscription.isDisposed }

    /// Whether an event from the source may go on to the subject; a terminal event first ends
    /// the connection, so a subscriber reacting to it already finds a fresh subject.
    func admit(_ isStopEvent: Bool) -> Bool {
        guard !isDisposed else { return false }
        if isStopEvent { dispose() }
        return true
    }

    func dispose() {
        guard !subscription.isDisposed else { return }
        release(self)
        subscription.dispose()
    }
}
