extension ObservableType {
    /// A sequence of one element, then completion.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }
}

private final class Just<Element>: Observable<Element> {
    private let element: Element

    init(_ element: Element) {
        self.element = element
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        observer(.next(element))
        observer(.completed)
        return Disposables.create()
    }
}
