extension ObservableType {
    /// Continues with the sequence `handler` returns for the source's error; an error thrown
    /// by `handler` ends the result with that error.
    @inlinable public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = CatchSink(observer: consume observer, handler: handler)
            sink.setUpstream(sink.subscription)
            let original = SingleAssignmentDisposable()
            sink.subscription.disposable = original
            original.setDisposable(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class CatchSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>
    /// The source's subscription, then the replacement's.
    @usableFromInline let subscription = SerialDisposable()

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
            subscription.disposable = replacement.runSubscription(forwardEvent)
        } catch {
            forwardError(error)
        }
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }
}
