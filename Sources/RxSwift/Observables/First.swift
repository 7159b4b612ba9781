extension ObservableType {
    /// The first element, or nil for an empty sequence, then completion; the source's
    /// subscription ends at the first element.
    @inlinable public func first() -> Single<Element?> {
        let source = asObservable()
        return Single(raw: Producer { observer in
            let sink = Sink<Element?>(observer: observer)
            sink.setUpstream(source.run { event in
                switch event {
                case .next(let element):
                    sink.forwardNext(element)
                    sink.forwardCompleted()
                case .error(let error):
                    sink.forwardError(error)
                case .completed:
                    sink.forwardNext(nil)
                    sink.forwardCompleted()
                }
            })
            return sink
        })
    }
}
