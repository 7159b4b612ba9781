import Dispatch

extension ObservableType {
    /// Delivers events on `scheduler`, in the order they arrived.
    @inlinable public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        StatefulProducer(state: ObserveOnState(source: asObservable(), scheduler: scheduler)) { state, observer in
            let sink = ObserveOnSink(observer: consume observer, scheduler: state.scheduler)
            sink.setUpstream(state.source.run { sink.on($0) })
            return sink
        }
    }
}

/// What an `observe(on:)` observable keeps: its source and scheduler.
@usableFromInline struct ObserveOnState<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let scheduler: ImmediateSchedulerType

    @inlinable init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }
}

/// Queues events and forwards them one per scheduled action, as RxSwift's recursive scheduling
/// does (on a TestScheduler two events arriving together come out a tick apart); only one
/// action is scheduled at a time, so a concurrent scheduler cannot reorder them.
@usableFromInline final class ObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let scheduler: ImmediateSchedulerType
    /// The scheduler again when it takes timers without a state (a virtual-time one of ticks).
    @usableFromInline let timerScheduler: TimerScheduling?
    @usableFromInline let lock = Lock()
    /// The scheduled step's disposable, replaced as a `SerialDisposable`'s would be (the old one
    /// disposed, or the new one once the sink is disposed), under `lock`: no object of its own.
    @usableFromInline @exclusivity(unchecked) var drain = SerialSlot()
    // Guarded by `lock`, so not checked for exclusivity at run time (a class's stored
    // properties otherwise are, at every access: `swift_beginAccess` on each event).
    @usableFromInline @exclusivity(unchecked) var queue: [Event<Element>] = []
    @usableFromInline @exclusivity(unchecked) var queueHead = 0
    @usableFromInline @exclusivity(unchecked) var isDrainScheduled = false

    @inlinable init(observer: @escaping (Event<Element>) -> Void, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        timerScheduler = scheduler.timerScheduling
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        let scheduleDrain = lock.withLock { () -> Bool in
            queue.append(event)
            let isFirst = !isDrainScheduled
            isDrainScheduled = true
            return isFirst
        }
        guard scheduleDrain else { return }
        scheduleStep()
    }

    @inlinable func scheduleStep() {
        if let timerScheduler {
            // The same item `schedule` queues (due now, adjusted, unlabelled), without the two
            // closures and the unspecialised generic path: the function captures nothing but the
            // element type (nothing where specialised), the item keeps this sink.
            setDrain(timerScheduler.scheduleTimer(after: .nanoseconds(0), label: nil, target: self,
                                                  token: 0) { sink, _ in
                unsafeDowncast(sink, to: ObserveOnSink<Element>.self).step()
            })
            return
        }
        setDrain(scheduler.schedule(()) { [self] _ in
            step()
            return Disposables.create()
        })
    }

    /// Keeps `disposable` as the scheduled step's, disposing the one it replaces (or it, once
    /// the sink is disposed) outside the lock.
    @inlinable func setDrain(_ disposable: Disposable) {
        lock.withLock { drain.replace(with: disposable) }.dispose()
    }

    /// Forwards the oldest queued event, then schedules the next step if more are queued.
    @inlinable func step() {
        guard let event = takeNext() else { return }
        forwardEvent(event)
        if !isDisposed && hasMore() { scheduleStep() }
    }

    @inlinable func takeNext() -> Event<Element>? {
        lock.withLock {
            guard queueHead < queue.count else {
                isDrainScheduled = false
                return nil
            }
            defer { queueHead += 1 }
            return queue[queueHead]
        }
    }

    /// True when events are waiting; otherwise the next event schedules a new step.
    @inlinable func hasMore() -> Bool {
        lock.withLock {
            if queueHead < queue.count { return true }
            // Emptied keeping the buffer, so the next event is appended without one allocated
            // (and this one freed) per step; one by one from the end, as there is mostly one,
            // where `removeAll(keepingCapacity:)` replaces the whole range through the general path.
            while !queue.isEmpty { queue.removeLast() }
            queueHead = 0
            isDrainScheduled = false
            return false
        }
    }

    @inlinable override func disposeResources() {
        lock.withLock { drain.dispose() }.dispose()
        lock.withLock {
            // Nothing queued once no step is scheduled (the last step emptied the array).
            // This runs unspecialized (an override is called through the class's vtable),
            // where even asking an array of events whether it is empty looks up their metadata.
            guard isDrainScheduled else { return }
            queue = []
            queueHead = 0
        }
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}
