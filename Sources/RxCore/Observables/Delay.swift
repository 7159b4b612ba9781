extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is passed on at once
    /// and drops the elements still waiting.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
            sink.setUpstream(sink.sourceSubscription)
            sink.sourceSubscription.setDisposable(source.run(sink.on))
            return sink
        }
    }
}

/// The source's events and the timer go through one serial delivery, so the state below is
/// only touched by one thread at a time and events reach the observer one at a time.
private final class DelaySink<Element>: Sink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let delivery = SerialDelivery()
    /// Ended as soon as the source terminates, while delayed events are still waiting.
    let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()
    private var waiting: [(due: RxTime, event: Event<Element>)] = []
    private var waitingHead = 0
    private var isTimerRunning = false

    init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        delivery.run(self, event) { sink, event in sink.handle(event) }
    }

    private func handle(_ event: Event<Element>) {
        if case .error(let error) = event {
            waiting = []
            waitingHead = 0
            forwardError(error)
            return
        }
        waiting.append((scheduler.now + dueTime, event))
        if !isTimerRunning {
            isTimerRunning = true
            scheduleTimer(after: dueTime)
        }
    }

    private func scheduleTimer(after interval: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: interval, label: "delay") { [self] _ in
            delivery.run(self, ()) { sink, _ in sink.emitDue() }
            return Disposables.create()
        }
    }

    /// Emits everything due by now and waits for the next event, if any.
    private func emitDue() {
        let now = scheduler.now
        while waitingHead < waiting.count, waiting[waitingHead].due <= now, !isDisposed {
            let event = waiting[waitingHead].event
            waitingHead += 1
            forwardEvent(event)
        }
        guard waitingHead < waiting.count, !isDisposed else {
            waiting.removeAll(keepingCapacity: true)
            waitingHead = 0
            isTimerRunning = false
            return
        }
        scheduleTimer(after: waiting[waitingHead].due.interval(since: now))
    }

    override func disposeResources() {
        timer.dispose()
    }
}
