extension ObservableType {
    /// Calls `observableFactory` on every subscription and subscribes to the sequence it
    /// returns; a thrown error becomes the sequence's error.
    @inlinable public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element> {
        StatefulProducer(state: DeferredState(factory: observableFactory)) { state, observer in
            let source: Observable<Element>
            do {
                source = try state.factory()
            } catch {
                observer(.error(error))
                return Disposables.create()
            }
            // A sink ends the created sequence's subscription at its terminal event.
            let sink = Sink(observer: consume observer)
            sink.setUpstream(source.run { event in sink.forwardEvent(event) })
            return sink
        }
    }
}

/// What a `deferred` observable keeps: its factory.
@usableFromInline struct DeferredState<Element> {
    @usableFromInline let factory: () throws -> Observable<Element>

    @inlinable init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }
}
