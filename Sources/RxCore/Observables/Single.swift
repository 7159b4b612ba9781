extension ObservableType {
    /// Passes on the only element and completes; `RxError.noElements` if there is none,
    /// `RxError.moreThanOneElement` as soon as a second one arrives.
    public func single() -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: nil)
    }

    /// Like `single()`, counting only the elements that satisfy `predicate`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: predicate)
    }
}

private final class SingleElement<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = SingleElementSink(observer: observer, predicate: predicate)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class SingleElementSink<Element>: Sink<Element>, @unchecked Sendable {
    private let predicate: ((Element) throws -> Bool)?
    private var hasSeenElement = false

    init(observer: @escaping (Event<Element>) -> Void, predicate: ((Element) throws -> Bool)?) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                guard try predicate?(element) ?? true else { return }
            } catch {
                forwardError(error)
                return
            }
            if hasSeenElement {
                forwardError(RxError.moreThanOneElement)
            } else {
                hasSeenElement = true
                forwardNext(element)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            if hasSeenElement { forwardCompleted() } else { forwardError(RxError.noElements) }
        }
    }
}
