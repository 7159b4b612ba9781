extension ObservableType {
    /// The first element, or nil for an empty sequence, then completion; the source's
    /// subscription ends at the first element.
    public func first() -> Observable<Element?> {
        First(source: asObservable())
    }
}

private final class First<Element>: Observable<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: @escaping (Event<Element?>) -> Void) -> Disposable {
        let sink = FirstSink(observer: observer)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class FirstSink<Element>: Sink<Element?>, @unchecked Sendable {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
            forwardCompleted()
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardNext(nil)
            forwardCompleted()
        }
    }
}
