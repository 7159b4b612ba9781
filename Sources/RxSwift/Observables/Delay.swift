extension ObservableType {
    /// Shifts every element and the completion later by `dueTime`; an error is passed on at once
    /// and drops the elements still waiting. As RxSwift's: each event is sent from a scheduled
    /// action of its own (on a TestScheduler, events due together leave a tick apart).
    @inlinable public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        delayEachEvent(asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// RxSwift's delay: events wait in a queue stamped with their arrival time; one scheduled
/// action sends one event and schedules the next for its own due time. An error is sent at
/// once unless an action is running, which then sends it in its place.
@inlinable func delayEachEvent<Element>(_ source: Observable<Element>, dueTime: RxTimeInterval,
                             scheduler: SchedulerType) -> Observable<Element> {
    Producer { observer in
        let sink = OneEventDelaySink(observer: consume observer, dueTime: dueTime, scheduler: scheduler)
        sink.setUpstream(Disposables.create(sink.sourceSubscription, sink.pending))
        sink.sourceSubscription.setDisposable(source.run { sink.on($0) })
        return sink
    }
}

/// What a delay action does next.
@usableFromInline enum DelayStep<Element> {
    case fail(Swift.Error)
    case send(Event<Element>)
    case wait(RxTime)
    case stop
}

@usableFromInline final class OneEventDelaySink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline let pending = SerialDisposable()
    @usableFromInline let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline var queue: [(time: RxTime, event: Event<Element>)] = []
    @usableFromInline var queueHead = 0
    /// An action is sending an event right now.
    @usableFromInline var isRunning = false
    /// An action is scheduled or running.
    @usableFromInline var isActive = false
    @usableFromInline var failure: Swift.Error?

    @inlinable init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error(let error) = event {
            let sendNow = lock.withLock { () -> Bool in
                queue = []
                queueHead = 0
                failure = error
                return !isRunning
            }
            if sendNow { forwardError(error) }
            return
        }
        let start = lock.withLock { () -> Bool in
            queue.append((scheduler.now, event))
            defer { isActive = true }
            return !isActive
        }
        if start { schedule(after: dueTime) }
    }

    @inlinable func schedule(after interval: RxTimeInterval) {
        pending.disposable = scheduler.scheduleRelative((), dueTime: interval, label: "delay") { [self] _ in
            sendOne()
            return Disposables.create()
        }
    }

    @inlinable func sendOne() {
        let step = lock.withLock { () -> DelayStep<Element> in
            // An error that came while no action ran has been sent already.
            guard failure == nil, queueHead < queue.count else {
                isActive = false
                return .stop
            }
            isRunning = true
            defer { queueHead += 1 }
            return .send(queue[queueHead].event)
        }
        guard case .send(let event) = step else { return }
        forwardEvent(event)
        let next = lock.withLock { () -> DelayStep<Element> in
            isRunning = false
            if let failure { return .fail(failure) }
            guard queueHead < queue.count else {
                queue = []
                queueHead = 0
                isActive = false
                return .stop
            }
            return .wait(queue[queueHead].time)
        }
        switch next {
        case .fail(let error):
            forwardError(error)
        case .wait(let arrival):
            // Due `dueTime` after it arrived; a past due time still gets an action of its own.
            schedule(after: dueTime.reduced(bySpanBetween: arrival, and: scheduler.now))
        case .send, .stop:
            break
        }
    }
}

