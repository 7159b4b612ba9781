extension ObservableType {
    /// Drops every element and passes on only the terminal event.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElements(source: asObservable())
    }
}

private final class IgnoreElements<Element>: Observable<Never> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: @escaping (Event<Never>) -> Void) -> Disposable {
        let sink = IgnoreElementsSink<Element>(observer: observer)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class IgnoreElementsSink<Element>: Sink<Never>, @unchecked Sendable {
    func on(_ event: Event<Element>) {
        switch event {
        case .next: break
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
