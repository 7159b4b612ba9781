extension ObservableType {
    /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
    @inlinable public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The source itself, not `asObservable()`: as in RxSwift, only the scheduled dispose
        // ends its subscription (a test observable's wrapper would end it at its terminal event).
        StatefulProducer(state: SubscribeOnState(source: self, scheduler: scheduler)) { state, observer in
            let source = state.source, scheduler = state.scheduler
            let sink = Sink(observer: consume observer)
            let subscription = SerialDisposable()
            let pendingSubscribe = SingleAssignmentDisposable()
            subscription.disposable = pendingSubscribe
            sink.setUpstream(subscription)
            pendingSubscribe.setDisposable(scheduler.schedule(()) { _ in
                let upstream = source.subscribe(AnyObserver(eventHandler: sink.forwardEvent))
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
}

/// What a `subscribe(on:)` observable keeps: its source and scheduler.
@usableFromInline struct SubscribeOnState<Source> {
    @usableFromInline let source: Source
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}
