extension ObservableType {
    /// Drops the first `count` elements and passes on the rest.
    @inlinable public func skip(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SkipCountSink(observer: consume observer, remaining: count)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class SkipCountSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline var remaining: Int

    @inlinable init(observer: @escaping (Event<Element>) -> Void, remaining: Int) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
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
