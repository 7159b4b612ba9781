extension ObservableType {
    /// Sends `elements` first, then subscribes to the source.
    @inlinable public func startWith(_ elements: Element...) -> Observable<Element> {
        StatefulProducer(state: StartWithState(source: asObservable(), elements: elements)) { state, observer in
            // A sink ends the source's subscription at its terminal event.
            let sink = Sink(observer: consume observer)
            for element in state.elements {
                sink.forwardNext(element)
            }
            sink.setUpstream(state.source.run { sink.forwardEvent($0) })
            return sink
        }
    }
}

/// What a `startWith` observable keeps: its source and the elements sent first.
@usableFromInline struct StartWithState<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let elements: [Element]

    @inlinable init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }
}
