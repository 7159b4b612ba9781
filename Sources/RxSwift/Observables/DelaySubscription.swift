extension ObservableType {
    /// Subscribes to the source only after `dueTime`.
    @inlinable public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: consume observer)
            // The timer's disposable also owns the subscription the timer makes.
            sink.setUpstream(scheduler.scheduleRelative((), dueTime: dueTime, label: "delaySubscription") { _ in
                source.runSubscription(sink.forwardEvent)
            })
            return sink
        }
    }
}
