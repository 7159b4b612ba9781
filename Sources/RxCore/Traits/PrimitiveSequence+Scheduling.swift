// The trait forms of delay, observe(on:) and using. RxSwift's traits delegate to its
// Observable operators, which send each event from a scheduled action of their own (its
// recursive scheduling); these sinks follow the same rule, so trait timings match RxSwift's.

/// RxSwift's delay: events wait in a queue stamped with their arrival time; one scheduled
/// action sends one event and schedules the next for its own due time. An error is sent at
/// once unless an action is running, which then sends it in its place.
func delayEachEvent<Element>(_ source: Observable<Element>, dueTime: RxTimeInterval,
                             scheduler: SchedulerType) -> Observable<Element> {
    Producer { observer in
        let sink = OneEventDelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
        sink.setUpstream(Disposables.create(sink.sourceSubscription, sink.pending))
        sink.sourceSubscription.setDisposable(source.run(sink.on))
        return sink
    }
}

/// What a delay action does next.
private enum DelayStep<Element> {
    case fail(Swift.Error)
    case send(Event<Element>)
    case wait(RxTime)
    case stop
}

private final class OneEventDelaySink<Element>: Sink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()
    let pending = SerialDisposable()
    private let lock = Lock()
    // Guarded by `lock`.
    private var queue: [(time: RxTime, event: Event<Element>)] = []
    private var queueHead = 0
    /// An action is sending an event right now.
    private var isRunning = false
    /// An action is scheduled or running.
    private var isActive = false
    private var failure: Swift.Error?

    init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
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

    private func schedule(after interval: RxTimeInterval) {
        pending.disposable = scheduler.scheduleRelative((), dueTime: interval, label: "delay") { [self] _ in
            sendOne()
            return Disposables.create()
        }
    }

    private func sendOne() {
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
            schedule(after: (arrival + dueTime).interval(since: scheduler.now))
        case .send, .stop:
            break
        }
    }
}

/// RxSwift's observe(on:) for schedulers other than a serial dispatch queue: events queue up
/// and each scheduled action sends one, scheduling another while more are waiting.
func observeEachEvent<Element>(_ source: Observable<Element>,
                               on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    Producer { observer in
        let sink = OneEventObserveOnSink(observer: observer, scheduler: scheduler)
        sink.setUpstream(Disposables.create(source.run(sink.on), sink.pending))
        return sink
    }
}

private final class OneEventObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    let pending = SerialDisposable()
    private let lock = Lock()
    // Guarded by `lock`.
    private var queue: [Event<Element>] = []
    private var queueHead = 0
    private var isScheduled = false

    init(observer: @escaping (Event<Element>) -> Void, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        let start = lock.withLock { () -> Bool in
            queue.append(event)
            defer { isScheduled = true }
            return !isScheduled
        }
        if start { scheduleOne() }
    }

    private func scheduleOne() {
        pending.disposable = scheduler.schedule(()) { [self] _ in
            sendOne()
            return Disposables.create()
        }
    }

    private func sendOne() {
        let event = lock.withLock { () -> Event<Element>? in
            guard queueHead < queue.count else {
                isScheduled = false
                return nil
            }
            defer { queueHead += 1 }
            return queue[queueHead]
        }
        guard let event else { return }
        forwardEvent(event)
        let more = lock.withLock { () -> Bool in
            if queueHead < queue.count { return true }
            queue = []
            queueHead = 0
            isScheduled = false
            return false
        }
        if more && !isDisposed { scheduleOne() }
    }
}

/// RxSwift's using: the resource lives as long as the subscription to the sequence made from it;
/// the subscription is disposed first, then the resource.
func usingResource<Resource: Disposable, Element>(
    _ resourceFactory: @escaping () throws -> Resource,
    _ sourceFactory: @escaping (Resource) throws -> Observable<Element>
) -> Observable<Element> {
    Producer { observer in
        let sink = Sink(observer: observer)
        var resource: Disposable = Disposables.create()
        let source: Observable<Element>
        do {
            let created = try resourceFactory()
            resource = created
            source = try sourceFactory(created)
        } catch {
            source = .error(error)
        }
        let subscription = SingleAssignmentDisposable()
        sink.setUpstream(Disposables.create(subscription, resource))
        subscription.setDisposable(source.run { sink.forwardEvent($0) })
        return sink
    }
}
