extension ObservableType {
    /// Transforms each element; a thrown error ends the sequence with that error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: observer)
            sink.setUpstream(source.run { event in
                switch event {
                case .next(let element):
                    do { sink.forwardNext(try transform(element)) } catch { sink.forwardError(error) }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            })
            return sink
        }
    }
}

extension ObservableType {
    @available(*, deprecated, message: "Please use enumerated().map()")
    public func mapWithIndex<Result>(_ selector: @escaping (Element, Int) throws -> Result) -> Observable<Result> {
        enumerated().map { try selector($0.element, $0.index) }
    }
}
