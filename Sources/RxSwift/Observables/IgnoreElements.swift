extension ObservableType {
    /// Drops every element and passes on only the terminal event.
    @inlinable public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Never>(observer: observer)
            sink.setUpstream(source.run { event in
                switch event {
                case .next: break
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            })
            return sink
        }
    }
}
