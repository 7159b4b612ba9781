extension ObservableType {
    /// Combines each element with `obj`, held weakly; once `obj` is gone the next
    /// element completes the sequence instead.
    @inlinable public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        let source = asObservable()
        return Producer { [weak obj] observer in
            let sink = WithUnretainedSink(observer: consume observer, object: obj, resultSelector: resultSelector)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }

    /// Pairs each element with `obj`, held weakly; once `obj` is gone the next element
    /// completes the sequence instead.
    @inlinable public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

@usableFromInline final class WithUnretainedSink<Object: AnyObject, Element, Out>: Sink<Out>, @unchecked Sendable {
    @usableFromInline weak var object: Object?
    @usableFromInline let resultSelector: (Object, Element) -> Out

    @inlinable init(observer: @escaping (Event<Out>) -> Void, object: Object?,
         resultSelector: @escaping (Object, Element) -> Out) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if let object {
                forwardNext(resultSelector(object, element))
            } else {
                forwardCompleted()
            }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
