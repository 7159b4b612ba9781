extension ObservableType {
    @inlinable public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: consume observer)
            sink.setUpstream(subscribe(AnyObserver { event in
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
