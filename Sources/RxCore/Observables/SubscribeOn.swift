extension ObservableType {
    /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: observer)
            let subscription = SerialDisposable()
            let pendingSubscribe = SingleAssignmentDisposable()
            subscription.disposable = pendingSubscribe
            sink.setUpstream(subscription)
            pendingSubscribe.setDisposable(scheduler.schedule(()) { _ in
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
}

extension ObservableType {
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}
