extension ObservableType {
    /// Accumulates every element from `seed`; on completion sends `mapResult` of the total.
    public func reduce<Accumulate, Result>(_ seed: Accumulate,
                                           accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
                                           mapResult: @escaping (Accumulate) throws -> Result)
        -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Accumulates every element from `seed`; on completion sends the total.
    public func reduce<Accumulate>(_ seed: Accumulate,
                                   accumulator: @escaping (Accumulate, Element) throws -> Accumulate)
        -> Observable<Accumulate> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private final class Reduce<Source, Accumulate, Result>: Observable<Result> {
    private let source: Observable<Source>
    private let seed: Accumulate
    private let accumulator: (Accumulate, Source) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(source: Observable<Source>, seed: Accumulate,
         accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
         mapResult: @escaping (Accumulate) throws -> Result) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = ReduceSink(observer: observer, seed: seed, accumulator: accumulator, mapResult: mapResult)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class ReduceSink<Source, Accumulate, Result>: Sink<Result>, @unchecked Sendable {
    private var accumulate: Accumulate
    private let accumulator: (Accumulate, Source) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    init(observer: @escaping (Event<Result>) -> Void, seed: Accumulate,
         accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
         mapResult: @escaping (Accumulate) throws -> Result) {
        accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    func on(_ event: Event<Source>) {
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
