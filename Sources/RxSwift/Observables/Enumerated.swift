extension ObservableType {
    /// Pairs each element with its index, counting from 0.
    @inlinable public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Producer { observer in
            let sink = EnumeratedSink(observer: observer)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class EnumeratedSink<Element>: Sink<(index: Int, element: Element)>, @unchecked Sendable {
    @usableFromInline var nextIndex = 0

    @inlinable func on(_ event: Event<Element>) {
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
