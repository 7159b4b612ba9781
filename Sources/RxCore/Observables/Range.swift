extension ObservableType where Element: BinaryInteger {
    /// `count` consecutive integers from `start`, then completion. Stops early when disposed.
    public static func range(start: Element, count: Element) -> Observable<Element> {
        Producer { observer in
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
}
