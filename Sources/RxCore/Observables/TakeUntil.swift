extension ObservableType {
    /// The source's elements until `other` sends an element, then completion. An error
    /// from `other` ends the sequence; `other` completing without an element changes nothing.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { observer in
            let sink = TakeUntilSink<Element, Source.Element>(observer: observer)
            // As RxSwift: `other` first, so an `other` that fires at once stops the source's events.
            sink.otherSubscription.setDisposable(other.run { sink.onOther($0) })
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }

    /// Elements until one satisfies `predicate`; then completes (after sending that element
    /// when `behavior` is `.inclusive`).
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}

/// Events of both sources go through one drain, so they reach the observer one at a time.
private final class TakeUntilSink<Element, Other>: Sink<Element>, @unchecked Sendable {
    let otherSubscription = SingleAssignmentDisposable()
    private let drain = SerialDrain<Event<Element>>()

    func on(_ event: Event<Element>) {
        drain.submit(event) { forwardEvent($0) }
    }

    func onOther(_ event: Event<Other>) {
        switch event {
        case .next: drain.submit(.completed) { forwardEvent($0) }
        case .error(let error): drain.submit(.error(error)) { forwardEvent($0) }
        case .completed: otherSubscription.dispose()
        }
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
