extension ObservableType {
    /// The element at `index` (from 0), then completion. A sequence that ends sooner, or a
    /// negative index, gives `RxError.argumentOutOfRange`.
    @inlinable public func element(at index: Int) -> Observable<Element> {
        if index < 0 { return .error(RxError.argumentOutOfRange) }
        let source = asObservable()
        return Producer { observer in
            let sink = ElementAtSink(observer: consume observer, remaining: index)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }

    @available(*, deprecated, renamed: "element(at:)")
    @inlinable public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

@usableFromInline final class ElementAtSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline var remaining: Int

    @inlinable init(observer: @escaping (Event<Element>) -> Void, remaining: Int) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if remaining == 0 {
                forwardNext(element)
                forwardCompleted()
            } else {
                remaining -= 1
            }
        case .error(let error): forwardError(error)
        case .completed: forwardError(RxError.argumentOutOfRange)
        }
    }
}
