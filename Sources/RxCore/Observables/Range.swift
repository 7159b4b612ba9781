extension ObservableType where Element: BinaryInteger {
    /// `count` consecutive integers from `start`, then completion. Stops early when disposed.
    public static func range(start: Element, count: Element) -> Observable<Element> {
        RangeProducer(start: start, count: count)
    }
}

private final class RangeProducer<Element: BinaryInteger>: Observable<Element> {
    private let start: Element
    private let count: Element

    init(start: Element, count: Element) {
        self.start = start
        self.count = count
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = Sink(observer: observer)
        var offset: Element = 0
        while offset < count, !sink.isDisposed {
            sink.forwardNext(start + offset)
            offset += 1
        }
        sink.forwardCompleted()
        return sink
    }
}
