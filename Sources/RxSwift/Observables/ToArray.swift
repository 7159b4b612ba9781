extension ObservableType {
    /// Collects every element; on completion sends them as one array.
    @inlinable public func toArray() -> Single<[Element]> {
        let source = asObservable()
        return Single(raw: Producer { observer in
            let sink = ToArraySink(observer: observer)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        })
    }
}

@usableFromInline final class ToArraySink<Element>: Sink<[Element]>, @unchecked Sendable {
    @usableFromInline var elements: [Element] = []

    @inlinable func on(_ event: Event<Element>) {
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
