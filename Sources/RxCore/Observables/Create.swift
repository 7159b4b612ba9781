extension ObservableType {
    /// A sequence whose subscription runs `subscribe` with an observer; the returned
    /// disposable is disposed when the subscription ends.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

private final class AnonymousObservable<Element>: Observable<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = Sink(observer: observer)
        sink.setUpstream(subscribeHandler(AnyObserver(eventHandler: sink.forwardEvent)))
        return sink
    }
}
