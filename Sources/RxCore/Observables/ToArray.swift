extension ObservableType {
    /// Collects every element; on completion sends them as one array.
    public func toArray() -> Observable<[Element]> {
        ToArray(source: asObservable())
    }
}

private final class ToArray<Element>: Observable<[Element]> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: @escaping (Event<[Element]>) -> Void) -> Disposable {
        let sink = ToArraySink(observer: observer)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class ToArraySink<Element>: Sink<[Element]>, @unchecked Sendable {
    private var elements: [Element] = []

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardNext(elements)
            forwardCompleted()
        }
    }
}
