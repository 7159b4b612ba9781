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
        return source.run(observer)
    }
}
