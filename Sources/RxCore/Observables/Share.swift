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
    /// latest elements.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.whileConnected, 0):
            return multicast(makeSubject: { PublishSubject() }).refCount()
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        }
    }
}
