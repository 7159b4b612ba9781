extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves;
    /// a source that terminates ends the connection, and the next subscriber connects anew.
    @inlinable public func refCount() -> Observable<Element> {
        let counter = RefCounter(source: self)
        return Producer { observer in counter.subscribe(observer) }
    }
}

/// Counts the subscribers of one `refCount()` sequence and connects the source accordingly.
@usableFromInline final class RefCounter<Source: ConnectableObservableType>: @unchecked Sendable {
    @usableFromInline let source: Source
    @usableFromInline let lock = Lock()
    /// Subscribers of the current connection, and which connection that is: a connection
    /// ended by a terminal event bumps `generation`, so its subscribers leaving later do not
    /// count against the next one.
    @usableFromInline var count = 0
    @usableFromInline var generation = 0

    /// Connecting and disconnecting happen one at a time in `delivery`, which brings the
    /// connection in line with `count`; a source emitting inside `connect()` may thus
    /// unsubscribe everyone without deadlocking.
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline var connection: Disposable?
    @usableFromInline var connectionGeneration = 0

    @inlinable init(source: Source) {
        self.source = source
    }

    @inlinable func subscribe(_ observer: @escaping (Event<Source.Element>) -> Void) -> Disposable {
        let sink = RefCountSink(observer: consume observer, parent: self)
        let subscription = source.asObservable().run { sink.on($0) }
        let isFirst = lock.withLock { () -> Bool? in
            guard !sink.isDisposed else { return nil }
            sink.generation = generation
            count += 1
            return count == 1
        }
        guard let isFirst else {
            subscription.dispose()
            return sink
        }
        if isFirst { reconcile() }
        sink.setUpstream(Disposables.create { [self] in
            subscription.dispose()
            leave(sink)
        })
        return sink
    }

    @inlinable func leave(_ sink: RefCountSink<Source>) {
        let isLast = lock.withLock { () -> Bool in
            guard sink.generation == generation, count > 0 else { return false }
            count -= 1
            return count == 0
        }
        if isLast { reconcile() }
    }

    /// The source terminated: the connection is over for all its subscribers.
    @inlinable func terminated(_ sink: RefCountSink<Source>) {
        let ended = lock.withLock { () -> Bool in
            guard sink.generation == generation else { return false }
            count = 0
            generation &+= 1
            return true
        }
        if ended { reconcile() }
    }

    /// Connects or disconnects until the connection matches the subscribers.
    @inlinable func reconcile() {
        delivery.run(self, ()) { counter, _ in
            while counter.reconcileStep() {}
        }
    }

    /// Takes one step towards the wanted connection; false once there.
    @inlinable func reconcileStep() -> Bool {
        let (wanted, current) = lock.withLock { (count > 0, generation) }
        if let connection, !wanted || connectionGeneration != current {
            self.connection = nil
            connection.dispose()
            return true
        }
        guard wanted && connection == nil else { return false }
        connectionGeneration = current
        connection = source.connect()
        return true
    }
}

@usableFromInline final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element>, @unchecked Sendable {
    @usableFromInline let parent: RefCounter<Source>
    /// The connection this subscriber counts for; guarded by the parent's lock (-1: none yet).
    @usableFromInline var generation = -1

    @inlinable init(observer: @escaping (Event<Source.Element>) -> Void, parent: RefCounter<Source>) {
        self.parent = parent
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Source.Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error, .completed:
            parent.terminated(self)
            forwardEvent(event)
        }
    }
}
