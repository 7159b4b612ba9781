extension ObservableType {
    /// Sends each intermediate value of an accumulation that mutates `seed` in place.
    @inlinable public func scan<Accumulate>(into seed: Accumulate,
                                 accumulator: @escaping (inout Accumulate, Element) throws -> Void)
        -> Observable<Accumulate> {
        let source = asObservable()
        return Producer { observer in
            let sink = ScanSink(observer: consume observer, seed: seed, accumulator: accumulator)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }

    /// Sends each intermediate value of an accumulation that starts from `seed`.
    @inlinable public func scan<Accumulate>(_ seed: Accumulate,
                                 accumulator: @escaping (Accumulate, Element) throws -> Accumulate)
        -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }
}

@usableFromInline final class ScanSink<Source, Accumulate>: Sink<Accumulate>, @unchecked Sendable {
    @usableFromInline var accumulate: Accumulate
    @usableFromInline let accumulator: (inout Accumulate, Source) throws -> Void

    @inlinable init(observer: @escaping (Event<Accumulate>) -> Void, seed: Accumulate,
         accumulator: @escaping (inout Accumulate, Source) throws -> Void) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
                forwardNext(accumulate)
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
