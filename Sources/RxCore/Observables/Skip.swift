extension ObservableType {
    /// Drops the first `count` elements and passes on the rest.
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCount(source: asObservable(), count: count)
    }
}

private final class SkipCount<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = SkipCountSink(observer: observer, remaining: count)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class SkipCountSink<Element>: Sink<Element>, @unchecked Sendable {
    private var remaining: Int

    init(observer: @escaping (Event<Element>) -> Void, remaining: Int) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if remaining > 0 {
                remaining -= 1
            } else {
                forwardNext(element)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
