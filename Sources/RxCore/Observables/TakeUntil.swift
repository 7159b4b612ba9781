extension ObservableType {
    /// The source's elements until `other` sends an element, then completion. An error
    /// from `other` ends the sequence; `other` completing without an element changes nothing.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// Elements until one satisfies `predicate`; then completes (after sending that element
    /// when `behavior` is `.inclusive`).
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeWhile(source: asObservable(), predicate: { try !predicate($0) }, behavior: behavior)
    }
}

private final class TakeUntil<Element, Other>: Observable<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = TakeUntilSink<Element, Other>(observer: observer)
        // As RxSwift: `other` first, so an `other` that fires at once stops the source's events.
        sink.otherSubscription.setDisposable(other.run(sink.onOther))
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

/// Events of both sources go through one drain, so they reach the observer one at a time.
private final class TakeUntilSink<Element, Other>: Sink<Element>, @unchecked Sendable {
    let otherSubscription = SingleAssignmentDisposable()
    private let drain = SerialDrain<Event<Element>>()

    func on(_ event: Event<Element>) {
        drain.submit(event, deliver: forwardEvent)
    }

    func onOther(_ event: Event<Other>) {
        switch event {
        case .next: drain.submit(.completed, deliver: forwardEvent)
        case .error(let error): drain.submit(.error(error), deliver: forwardEvent)
        case .completed: otherSubscription.dispose()
        }
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
