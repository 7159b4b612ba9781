extension ObservableType {
    /// Continues with the sequence `handler` returns for the source's error; an error thrown
    /// by `handler` ends the result with that error.
    @inlinable public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        StatefulProducer(state: CatchState(source: asObservable(), handler: handler)) { state, observer in
            let sink = CatchSink(observer: consume observer, handler: state.handler)
            sink.setOriginal(state.source.run { sink.on($0) })
            return sink
        }
    }
}

/// What a `catch` observable keeps: its source and its handler.
@usableFromInline struct CatchState<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>

    @inlinable init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }
}

/// catch's subscription. It is also what RxSwift's sink holds in a `SerialDisposable` whose
/// first disposable is a `SingleAssignmentDisposable` for the source's subscription: the
/// current subscription (the source's, then the replacement's), set under a lock, each
/// replaced one disposed after it, and disposed with the sink. The source's subscription
/// arriving after an error already replaced it (an error sent while it was being subscribed)
/// is disposed at once, as the single-assignment disposable would have done.
@usableFromInline final class CatchSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>
    @usableFromInline let lock = Lock()
    /// The source's subscription, then the replacement's (disposed with the sink: whatever
    /// comes later is disposed at once); guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) var current = SerialSlot()
    /// The replacement was subscribed (the source's subscription is done with); guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) var isReplaced = false

    @inlinable init(observer: @escaping (Event<Element>) -> Void, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.handler = handler
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        guard case .error(let error) = event else {
            forwardEvent(event)
            return
        }
        do {
            let replacement = try handler(error)
            replace(with: replacement.runSubscription(forwardEvent))
        } catch {
            forwardError(error)
        }
    }

    /// The source's subscription, kept unless the sink was disposed or an error replaced it.
    @inlinable func setOriginal(_ subscription: Disposable) {
        lock.withLock { isReplaced ? subscription : current.replace(with: subscription) }.dispose()
    }

    /// The replacement's subscription in place of the current one, which is then disposed (or
    /// the replacement's, when the sink was disposed).
    @inlinable func replace(with subscription: Disposable) {
        lock.withLock { () -> Disposable in
            if !current.isDisposed { isReplaced = true }
            return current.replace(with: subscription)
        }.dispose()
    }

    @inlinable override func disposeResources() {
        lock.withLock { current.dispose() }.dispose()
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }
}
