extension ObservableType {
    /// Fails with `RxError.timeout` if the first element, or the next one, does not arrive
    /// within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, replacement: nil, scheduler: scheduler)
    }

    /// Switches to `other` if the first element, or the next one, does not arrive within `dueTime`.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source,
                                                          scheduler: SchedulerType) -> Observable<Element>
    where Element == Source.Element {
        timeout(dueTime, replacement: other.asObservable(), scheduler: scheduler)
    }

    /// Without a replacement the timeout is an error.
    private func timeout(_ dueTime: RxTimeInterval, replacement: Observable<Element>?,
                         scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = TimeoutSink(observer: observer, dueTime: dueTime, other: replacement, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// The source's events, the timer and `other`'s events go through one serial delivery, so the
/// state below is only touched by one thread at a time and events reach the observer one at a time.
private final class TimeoutSink<Element>: Sink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>?
    private let scheduler: SchedulerType
    private let delivery = SerialDelivery()
    /// The source's subscription, replaced by `other`'s when the timer wins.
    private let subscription = SerialDisposable()
    private let timer = SerialDisposable()
    private var generation: UInt64 = 0
    private var timedOut = false

    init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, other: Observable<Element>?,
         scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func start(_ source: Observable<Element>) {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        delivery.run(self, ()) { sink, _ in sink.startTimer() }
        original.setDisposable(source.run { [self] event in
            delivery.run(self, event) { sink, event in sink.handle(event) }
        })
    }

    private func handle(_ event: Event<Element>) {
        guard !timedOut else { return }
        generation &+= 1
        forwardEvent(event)
        if !event.isStopEvent { startTimer() }
    }

    private func startTimer() {
        guard !timer.isDisposed else { return }
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime, label: "timeout") { [self] due in
            delivery.run(self, due) { sink, due in sink.fire(due) }
            return Disposables.create()
        }
    }

    private func fire(_ due: UInt64) {
        guard !timedOut, due == generation else { return }
        timedOut = true
        guard let other else {
            forwardError(RxError.timeout)
            return
        }
        subscription.disposable = other.run { [self] event in
            delivery.run(self, event) { sink, event in sink.forwardEvent(event) }
        }
    }

    override func disposeResources() {
        subscription.dispose()
        timer.dispose()
    }
}
