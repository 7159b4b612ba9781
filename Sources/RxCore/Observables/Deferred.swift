extension ObservableType {
    /// Calls `observableFactory` on every subscription and subscribes to the sequence it
    /// returns; a thrown error becomes the sequence's error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element> {
        DeferredProducer(factory: observableFactory)
    }
}

private final class DeferredProducer<Element>: Observable<Element> {
    private let factory: () throws -> Observable<Element>

    init(factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let source: Observable<Element>
        do {
            source = try factory()
        } catch {
            observer(.error(error))
            return Disposables.create()
        }
        // A sink ends the created sequence's subscription at its terminal event.
        let sink = Sink(observer: observer)
        sink.setUpstream(source.run(sink.forwardEvent))
        return sink
    }
}
