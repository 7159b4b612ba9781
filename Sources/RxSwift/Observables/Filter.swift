extension ObservableType {
    /// Passes on the elements that satisfy `predicate`.
    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        if let fused = source.fusingFilter(predicate) { return fused }
        return StatefulProducer(state: FilterState(source: source, predicate: predicate)) { state, observer in
            let sink = FilterSink(observer: consume observer, predicate: state.predicate)
            // A closure capturing only the sink has the sink as its context: no allocation.
            sink.setUpstream(state.source.run { event in sink.on(event) })
            return sink
        }
    }
}

/// What a `filter` observable keeps: its source and its predicate.
@usableFromInline struct FilterState<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }
}

/// filter's subscription: one object, holding the predicate.
@usableFromInline final class FilterSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable init(observer: @escaping (Event<Element>) -> Void, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inline(__always)
    @inlinable func on(_ event: Event<Element>) {
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
