extension ObservableType {
    /// Runs side effects around the sequence's events and lifetime. The `on…` handlers run
    /// before the event is passed on, the `after…` handlers after; a handler that throws
    /// ends the sequence with its error.
    @inlinable public func `do`(onNext: ((Element) throws -> Void)? = nil,
                     afterNext: ((Element) throws -> Void)? = nil,
                     onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil,
                     afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Observable<Element> {
        let handlers = DoHandlers(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                                  onCompleted: onCompleted, afterCompleted: afterCompleted)
        let state = DoState(source: asObservable(), handlers: handlers, onSubscribe: onSubscribe,
                            onSubscribed: onSubscribed, onDispose: onDispose)
        return StatefulProducer(state: state) { state, observer in
            state.onSubscribe?()
            let sink = DoSink(observer: consume observer, handlers: state.handlers)
            let subscription = state.source.run { sink.on($0) }
            state.onSubscribed?()
            guard let onDispose = state.onDispose else {
                // Nothing to run after the source's disposal: the sink disposes it itself.
                sink.setUpstream(subscription)
                return sink
            }
            // As RxSwift: `onDispose` runs right after the source's subscription is disposed,
            // even when the source ended synchronously while being subscribed.
            sink.setUpstream(Disposables.create {
                subscription.dispose()
                onDispose()
            })
            return sink
        }
    }
}

/// What a `do` observable keeps: its source and handlers.
@usableFromInline struct DoState<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let handlers: DoHandlers<Element>
    @usableFromInline let onSubscribe: (() -> Void)?
    @usableFromInline let onSubscribed: (() -> Void)?
    @usableFromInline let onDispose: (() -> Void)?

    @inlinable init(source: Observable<Element>, handlers: DoHandlers<Element>, onSubscribe: (() -> Void)?,
                    onSubscribed: (() -> Void)?, onDispose: (() -> Void)?) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }
}

@usableFromInline struct DoHandlers<Element> {
    @inlinable init(onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?, onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?, onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }

    @usableFromInline let onNext: ((Element) throws -> Void)?
    @usableFromInline let afterNext: ((Element) throws -> Void)?
    @usableFromInline let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline let onCompleted: (() throws -> Void)?
    @usableFromInline let afterCompleted: (() throws -> Void)?

    @inlinable func before(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try onNext?(element)
        case .error(let error): try onError?(error)
        case .completed: try onCompleted?()
        }
    }

    @inlinable func after(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try afterNext?(element)
        case .error(let error): try afterError?(error)
        case .completed: try afterCompleted?()
        }
    }
}

@usableFromInline final class DoSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let handlers: DoHandlers<Element>
    /// While a terminal event is passed on, a disposal from downstream waits for the
    /// `after…` handler, so the source's disposal and `onDispose` come last as in RxSwift.
    @usableFromInline var isForwardingStopEvent = false

    @inlinable init(observer: @escaping (Event<Element>) -> Void, handlers: DoHandlers<Element>) {
        self.handlers = handlers
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        do {
            try handlers.before(event)
        } catch {
            forwardError(error)
            return
        }
        if event.isStopEvent { forwardStopEvent(event) } else { forwardElement(event) }
    }

    @inlinable func forwardElement(_ event: Event<Element>) {
        forward(event)
        do {
            try handlers.after(event)
        } catch {
            forwardError(error)
        }
    }

    @inlinable func forwardStopEvent(_ event: Event<Element>) {
        isForwardingStopEvent = true
        forward(event)
        // Nothing may follow a terminal event, so an `afterError`/`afterCompleted` error is dropped.
        try? handlers.after(event)
        isForwardingStopEvent = false
        dispose()
    }

    @inlinable override func dispose() {
        // The deferred disposal happens in `forwardStopEvent`, after the handler.
        guard !isForwardingStopEvent else { return }
        super.dispose()
    }
}
