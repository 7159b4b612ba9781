extension ObservableType {
    /// Drops the first `count` elements and passes on the rest.
    public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SkipCountSink(observer: observer, remaining: count)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
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
