extension ObservableType {
    /// Passes on the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

private final class Filter<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = FilterSink(observer: observer, predicate: predicate)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class FilterSink<Element>: Sink<Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool

    init(observer: @escaping (Event<Element>) -> Void, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) { forwardNext(element) }
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
