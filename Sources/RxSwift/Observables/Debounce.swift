extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element; on
    /// completion the element still waiting is emitted first.
    @inlinable public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        StatefulProducer(state: TimedState(source: asObservable(), dueTime: dueTime, latest: false, scheduler: scheduler)) { state, observer in
            let sink = DebounceSink(observer: consume observer, dueTime: state.dueTime, scheduler: state.scheduler)
            sink.setUpstream(state.source.run { sink.on($0) })
            return sink
        }
    }
}

/// The source's events and the timer go through one serial delivery, so the state below is
/// only touched by one thread at a time and events reach the observer one at a time.
@usableFromInline final class DebounceSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    /// The scheduler again when it takes timers without a state (a virtual-time one).
    @usableFromInline let timerScheduler: TimerScheduling?
    @usableFromInline let delivery = SerialDelivery()
    /// Cancelling the previous timer removes it from the scheduler's queue.
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline @exclusivity(unchecked) var waiting: Element?
    @usableFromInline @exclusivity(unchecked) var generation: UInt64 = 0

    @inlinable init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        timerScheduler = scheduler.timerScheduling
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        delivery.run(self, event) { sink, event in sink.handle(event) }
    }

    @inlinable func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            generation &+= 1
            waiting = element
            if let timerScheduler {
                // The function captures nothing: the timer keeps this sink and the generation.
                timer.disposable = timerScheduler.scheduleTimer(after: dueTime, label: "debounce", target: self,
                                                                token: generation) { sink, due in
                    unsafeDowncast(sink, to: DebounceSink<Element>.self).timerFired(due)
                }
                return
            }
            timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime, label: "debounce") { [self] due in
                delivery.run(self, due) { sink, due in sink.emitIfCurrent(due) }
                return Disposables.create()
            }
        case .error(let error):
            waiting = nil
            forwardError(error)
        case .completed:
            if let element = waiting {
                waiting = nil
                forwardNext(element)
            }
            forwardCompleted()
        }
    }

    @inlinable func timerFired(_ due: UInt64) {
        delivery.run(self, due) { sink, due in sink.emitIfCurrent(due) }
    }

    @inlinable func emitIfCurrent(_ due: UInt64) {
        guard due == generation, let element = waiting else { return }
        waiting = nil
        forwardNext(element)
    }

    @inlinable override func disposeResources() {
        timer.dispose()
    }
}
