extension ObservableType {
    /// The first `count` elements, then completion. `take(0)` completes without subscribing
    /// to the source; a negative count is an `RxError.argumentOutOfRange` error.
    @inlinable public func take(_ count: Int) -> Observable<Element> {
        if count < 0 { return .error(RxError.argumentOutOfRange) }
        if count == 0 { return .empty() }
        let source = asObservable()
        return Producer { observer in
            let sink = TakeCountSink(observer: consume observer, remaining: count)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class TakeCountSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline var remaining: Int

    @inlinable init(observer: @escaping (Event<Element>) -> Void, remaining: Int) {
        self.remaining = remaining
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard remaining > 0 else { return }
            remaining -= 1
            forwardNext(element)
            if remaining == 0 { forwardCompleted() }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
