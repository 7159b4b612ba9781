extension ObservableType {
    /// The last `count` elements, sent when the source completes.
    @inlinable public func takeLast(_ count: Int) -> Observable<Element> {
        let source = asObservable()
        let count = Swift.max(0, count)
        return Producer { observer in
            let sink = TakeLastSink(observer: consume observer, count: count)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }
}

/// Keeps the last `count` elements in a ring buffer.
@usableFromInline final class TakeLastSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let count: Int
    @usableFromInline var buffer: [Element] = []
    @usableFromInline var oldest = 0

    @inlinable init(observer: @escaping (Event<Element>) -> Void, count: Int) {
        self.count = count
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard count > 0 else { return }
            if buffer.count < count {
                buffer.append(element)
            } else {
                buffer[oldest] = element
                oldest = (oldest + 1) % count
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            for offset in 0..<buffer.count {
                guard !isDisposed else { return }
                forwardNext(buffer[(oldest + offset) % buffer.count])
            }
            forwardCompleted()
        }
    }
}
