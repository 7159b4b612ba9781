extension ObservableType {
    /// Passes on the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: observer)
            sink.setUpstream(source.run { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) { sink.forwardNext(element) }
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
