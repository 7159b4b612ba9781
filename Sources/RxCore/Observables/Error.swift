extension ObservableType {
    /// A sequence that ends at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorProducer(error: error)
    }
}

private final class ErrorProducer<Element>: Observable<Element> {
    private let error: Swift.Error

    init(error: Swift.Error) {
        self.error = error
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        observer(.error(error))
        return Disposables.create()
    }
}
