extension ObservableType {
    /// Sends `elements` first, then subscribes to the source.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

private final class StartWith<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        for element in elements {
            observer(.next(element))
        }
        return source.run(observer)
    }
}
