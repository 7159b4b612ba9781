extension ObservableType {
    /// Transforms each element and passes on the non-nil results; a thrown error ends the sequence.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        // One object for the sequence (no closure context beside it), one for a subscription
        // (the sink holds the transform: no context for a closure capturing sink and transform).
        StatefulProducer(state: CompactMapState(source: asObservable(), transform: transform)) { state, observer in
            let sink = CompactMapSink(observer: consume observer, transform: state.transform)
            sink.setUpstream(state.source.run { event in sink.on(event) })
            return sink
        }
    }
}

/// What a `compactMap` observable keeps: its source and its transform.
@usableFromInline struct CompactMapState<Source, Result> {
    @usableFromInline let source: Observable<Source>
    @usableFromInline let transform: (Source) throws -> Result?

    @inlinable init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }
}

/// compactMap's subscription: one object, holding the transform.
@usableFromInline final class CompactMapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result?

    @inlinable init(observer: @escaping (Event<Result>) -> Void, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inline(__always)
    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                if let result = try transform(element) { forwardNext(result) }
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
