extension ObservableType {
    /// Turns every event into an element; after the source's terminal event, completes.
    @inlinable public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Event<Element>>(observer: observer)
            sink.setUpstream(source.run { event in
                sink.forwardNext(event)
                if event.isStopEvent { sink.forwardCompleted() }
            })
            return sink
        }
    }
}
