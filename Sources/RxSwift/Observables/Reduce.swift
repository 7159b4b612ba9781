extension ObservableType {
    /// Accumulates every element from `seed`; on completion sends `mapResult` of the total.
    @inlinable public func reduce<Accumulate, Result>(_ seed: Accumulate,
                                           accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
                                           mapResult: @escaping (Accumulate) throws -> Result)
        -> Observable<Result> {
        let source = asObservable()
        return Producer { observer in
            let sink = ReduceSink(observer: consume observer, seed: seed, accumulator: accumulator, mapResult: mapResult)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }

    /// Accumulates every element from `seed`; on completion sends the total.
    @inlinable public func reduce<Accumulate>(_ seed: Accumulate,
                                   accumulator: @escaping (Accumulate, Element) throws -> Accumulate)
        -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

@usableFromInline final class ReduceSink<Source, Accumulate, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline var accumulate: Accumulate
    @usableFromInline let accumulator: (Accumulate, Source) throws -> Accumulate
    @usableFromInline let mapResult: (Accumulate) throws -> Result

    @inlinable init(observer: @escaping (Event<Result>) -> Void, seed: Accumulate,
         accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
         mapResult: @escaping (Accumulate) throws -> Result) {
        accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do { accumulate = try accumulator(accumulate, element) } catch { forwardError(error) }
        case .error(let error):
            forwardError(error)
        case .completed:
            do {
                forwardNext(try mapResult(accumulate))
                forwardCompleted()
            } catch {
                forwardError(error)
            }
        }
    }
}
