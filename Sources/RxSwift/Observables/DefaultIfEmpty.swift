extension ObservableType {
    /// The source's elements; when it completes without any, `default` and then completion.
    @inlinable public func ifEmpty(default: Element) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = DefaultIfEmptySink(observer: consume observer, default: `default`)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class DefaultIfEmptySink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let defaultElement: Element
    @usableFromInline var isEmpty = true

    @inlinable init(observer: @escaping (Event<Element>) -> Void, default: Element) {
        defaultElement = `default`
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            isEmpty = false
            forwardNext(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            if isEmpty { forwardNext(defaultElement) }
            forwardCompleted()
        }
    }
}
