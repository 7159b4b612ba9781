extension ObservableType {
    /// Pairs each element with its index, counting from 0.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

private final class Enumerated<Element>: Observable<(index: Int, element: Element)> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run(_ observer: @escaping (Event<(index: Int, element: Element)>) -> Void) -> Disposable {
        let sink = EnumeratedSink(observer: observer)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class EnumeratedSink<Element>: Sink<(index: Int, element: Element)>, @unchecked Sendable {
    private var nextIndex = 0

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let index = nextIndex
            nextIndex &+= 1
            forwardNext((index: index, element: element))
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
