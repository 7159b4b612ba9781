extension ObservableType {
    /// A sequence that completes at once, without elements.
    public static func empty() -> Observable<Element> {
        EmptyProducer()
    }
}

private final class EmptyProducer<Element>: Observable<Element> {
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        observer(.completed)
        return Disposables.create()
    }
}
