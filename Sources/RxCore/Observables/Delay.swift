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

private final class DelaySink<Element>: SerializingSink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    /// Ended as soon as the source terminates, while delayed events are still waiting.
    let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()
    // Guarded by `synchronized`.
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
        if case .error = event {
            synchronized {
                waiting = []
                waitingHead = 0
                send(event)
            }
            return
        }
        let due = scheduler.now + dueTime
        let startTimer = synchronized { () -> Bool in
            waiting.append((due, event))
            let isFirst = !isTimerRunning
            isTimerRunning = true
            return isFirst
        }
        if startTimer { scheduleTimer(after: dueTime) }
    }

    private func scheduleTimer(after interval: RxTimeInterval) {
        timer.disposable = scheduler.scheduleRelative((), dueTime: interval, label: "delay") { [self] _ in
            emitDue()
            return Disposables.create()
        }
    }

    /// Emits everything due by now and waits for the next element, if any.
    private func emitDue() {
        let now = scheduler.now
        let nextDue = synchronized { () -> RxTime? in
            while waitingHead < waiting.count, waiting[waitingHead].due <= now {
                send(waiting[waitingHead].event)
                waitingHead += 1
            }
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
                isTimerRunning = false
                return nil
            }
            return waiting[waitingHead].due
        }
        if let nextDue { scheduleTimer(after: nextDue.interval(since: now)) }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
