extension ObservableType {
    /// Sends `elements` first, then subscribes to the source.
    @inlinable public func startWith(_ elements: Element...) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            // A sink ends the source's subscription at its terminal event.
            let sink = Sink(observer: consume observer)
            for element in elements {
                sink.forwardNext(element)
            }
            sink.setUpstream(source.run { sink.forwardEvent($0) })
            return sink
        }
    }
}
