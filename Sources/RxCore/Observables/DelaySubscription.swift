extension ObservableType {
    /// Subscribes to the source only after `dueTime`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySubscription<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = Sink(observer: observer)
        // The timer's disposable also owns the subscription the timer makes.
        sink.setUpstream(scheduler.scheduleRelative((), dueTime: dueTime, label: "delaySubscription") { [source] _ in
            source.run(sink.forwardEvent)
        })
        return sink
    }
}
