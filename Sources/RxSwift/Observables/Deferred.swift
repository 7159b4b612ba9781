extension ObservableType {
    /// Calls `observableFactory` on every subscription and subscribes to the sequence it
    /// returns; a thrown error becomes the sequence's error.
    @inlinable public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element> {
        Producer { observer in
            let source: Observable<Element>
            do {
                source = try observableFactory()
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
