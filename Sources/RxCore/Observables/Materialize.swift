extension ObservableType {
    /// Turns every event into an element; after the source's terminal event, completes.
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

private final class Materialize<Element>: Observable<Event<Element>> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: @escaping (Event<Event<Element>>) -> Void) -> Disposable {
        let sink = MaterializeSink(observer: observer)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class MaterializeSink<Element>: Sink<Event<Element>>, @unchecked Sendable {
    func on(_ event: Event<Element>) {
        forwardNext(event)
        if event.isStopEvent { forwardCompleted() }
    }
}
