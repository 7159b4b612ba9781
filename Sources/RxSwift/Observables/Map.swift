extension ObservableType {
    /// Transforms each element; a thrown error ends the sequence with that error.
    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // One object holds the source and the transform (no closure context beside it); a
        // `filter` applied to it subscribes one fused sink (MapFilter.swift).
        FilterFusingProducer(state: MapState(source: asObservable(), transform: transform), { state, observer in
            let sink = MapSink(observer: consume observer, transform: state.transform)
            // A closure capturing only the sink has the sink as its context: no allocation.
            sink.setUpstream(state.source.run { event in sink.on(event) })
            return sink
        }, fuseFilter: { state, predicate in
            mapFilter(state.source, state.transform, predicate)
        })
    }
}

/// What a `map` observable keeps: its source and its transform.
@usableFromInline struct MapState<Source, Result> {
    @usableFromInline let source: Observable<Source>
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }
}

/// map's subscription: one object, holding the transform.
@usableFromInline final class MapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable init(observer: @escaping (Event<Result>) -> Void, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inline(__always)
    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do { forwardNext(try transform(element)) } catch { forwardError(error) }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}

extension ObservableType {
    @available(*, deprecated, message: "Please use enumerated().map()")
    @inlinable public func mapWithIndex<Result>(_ selector: @escaping (Element, Int) throws -> Result) -> Observable<Result> {
        enumerated().map { try selector($0.element, $0.index) }
    }
}
