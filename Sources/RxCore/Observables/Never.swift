extension ObservableType {
    /// A sequence that never sends any event.
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

private final class NeverProducer<Element>: Observable<Element> {
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        Disposables.create()
    }
}
