extension ObservableType {
    /// Runs side effects around the sequence's events and lifetime. The `on…` handlers run
    /// before the event is passed on, the `after…` handlers after; a handler that throws
    /// ends the sequence with its error.
    public func `do`(onNext: ((Element) throws -> Void)? = nil,
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
        let source = asObservable()
        return Producer { observer in
            onSubscribe?()
            let sink = DoSink(observer: observer, handlers: handlers)
            let subscription = source.run { sink.on($0) }
            onSubscribed?()
            // As RxSwift: `onDispose` runs right after the source's subscription is disposed,
            // even when the source ended synchronously while being subscribed.
            sink.setUpstream(Disposables.create {
                subscription.dispose()
                onDispose?()
            })
            return sink
        }
    }
}

private struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?

    func before(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try onNext?(element)
        case .error(let error): try onError?(error)
        case .completed: try onCompleted?()
        }
    }

    func after(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try afterNext?(element)
        case .error(let error): try afterError?(error)
        case .completed: try afterCompleted?()
        }
    }
}

private final class DoSink<Element>: Sink<Element>, @unchecked Sendable {
    private let handlers: DoHandlers<Element>
    /// While a terminal event is passed on, a disposal from downstream waits for the
    /// `after…` handler, so the source's disposal and `onDispose` come last as in RxSwift.
    private var isForwardingStopEvent = false

    init(observer: @escaping (Event<Element>) -> Void, handlers: DoHandlers<Element>) {
        self.handlers = handlers
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        do {
            try handlers.before(event)
        } catch {
            forwardError(error)
            return
        }
        if event.isStopEvent { forwardStopEvent(event) } else { forwardElement(event) }
    }

    private func forwardElement(_ event: Event<Element>) {
        forward(event)
        do {
            try handlers.after(event)
        } catch {
            forwardError(error)
        }
    }

    private func forwardStopEvent(_ event: Event<Element>) {
        isForwardingStopEvent = true
        forward(event)
        // Nothing may follow a terminal event, so an `afterError`/`afterCompleted` error is dropped.
        try? handlers.after(event)
        isForwardingStopEvent = false
        dispose()
    }

    override func dispose() {
        // The deferred disposal happens in `forwardStopEvent`, after the handler.
        guard !isForwardingStopEvent else { return }
        super.dispose()
    }
}
