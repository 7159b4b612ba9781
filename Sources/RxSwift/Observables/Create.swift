extension ObservableType {
    @inlinable public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        StatefulProducer(state: CreateState(subscribe: subscribe)) { state, observer in
            let sink = Sink(observer: consume observer)
            sink.setUpstream(state.subscribe(AnyObserver { event in
                switch event {
                case .next(let element): sink.forwardNext(element)
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            }))
            return sink
        }
    }
}

/// What a `create` observable keeps: its subscribe closure (in a struct of the element, so that
/// the closure is stored as the caller made it, with no reabstraction thunk).
@usableFromInline struct CreateState<Element> {
    @usableFromInline let subscribe: (AnyObserver<Element>) -> Disposable

    @inlinable init(subscribe: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribe = subscribe
    }
}
