extension ObservableType {
    /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: asObservable(), scheduler: scheduler)
    }
}

private final class SubscribeOn<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = Sink(observer: observer)
        let subscription = SerialDisposable()
        let pendingSubscribe = SingleAssignmentDisposable()
        subscription.disposable = pendingSubscribe
        sink.setUpstream(subscription)
        pendingSubscribe.setDisposable(scheduler.schedule(()) { [source, scheduler] _ in
            let upstream = source.run(sink.forwardEvent)
            subscription.disposable = Disposables.create {
                _ = scheduler.schedule(()) { _ in
                    upstream.dispose()
                    return Disposables.create()
                }
            }
            return Disposables.create()
        })
        return sink
    }
}
