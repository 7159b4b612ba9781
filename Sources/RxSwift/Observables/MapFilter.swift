/// `map { … }.filter { … }` as one sink: what map's sink followed by filter's sink does, in one
/// object and one call per element.
///
/// The two sinks stop together (an error or completion passes through both, and disposing the
/// filter's disposes the map's), so one stopped state stands for both. As in the pair, the
/// transform runs for an element that arrives after the subscription stopped, but the
/// predicate does not (map's sink forwards nothing once stopped); an error thrown by either
/// closure goes downstream, then the source is disposed.
@inlinable func mapFilter<Source, Result>(
    _ source: Observable<Source>, _ transform: @escaping (Source) throws -> Result,
    _ predicate: @escaping (Result) throws -> Bool
) -> Observable<Result> {
    Producer { observer in
        let sink = MapFilterSink(observer: consume observer, transform: transform, predicate: predicate)
        // A closure capturing only the sink has the sink as its context: no allocation.
        sink.setUpstream(source.run { event in sink.on(event) })
        return sink
    }
}

/// The subscription of a fused map and filter: one object, holding both closures.
@usableFromInline final class MapFilterSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let predicate: (Result) throws -> Bool

    @inlinable init(observer: @escaping (Event<Result>) -> Void, transform: @escaping (Source) throws -> Result,
                    predicate: @escaping (Result) throws -> Bool) {
        self.transform = transform
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inline(__always)
    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                let mapped = try transform(element)
                guard !hasStopped else { return }
                if try predicate(mapped) { forwardNext(mapped) }
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
