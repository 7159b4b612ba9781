extension ObservableType {
    /// Sends `elements` first, then subscribes to the source.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

private final class StartWith<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        // A sink ends the source's subscription at its terminal event.
        let sink = Sink(observer: observer)
        for element in elements {
            sink.forwardNext(element)
        }
        sink.setUpstream(source.run(sink.forwardEvent))
        return sink
    }
}
