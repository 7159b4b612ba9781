extension ObservableType {
    /// Transforms each element and passes on the non-nil results; a thrown error ends the sequence.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: consume observer)
            sink.setUpstream(source.run { event in
                switch event {
                case .next(let element):
                    do {
                        if let result = try transform(element) { sink.forwardNext(result) }
                    } catch {
                        sink.forwardError(error)
                    }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            })
            return sink
        }
    }
}
