extension ObservableType {
    /// Transforms each element and passes on the non-nil results; a thrown error ends the sequence.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

private final class CompactMap<Source, Result>: Observable<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = CompactMapSink(observer: observer, transform: transform)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class CompactMapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result?

    init(observer: @escaping (Event<Result>) -> Void, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(observer: observer)
    }

    func on(_ event: Event<Source>) {
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
