extension ObservableType {
    /// Fails with `RxError.timeout` if the first element, or the next one, does not arrive
    /// within `dueTime`.
    @inlinable public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, replacement: nil, scheduler: scheduler)
    }

    /// Switches to `other` if the first element, or the next one, does not arrive within `dueTime`.
    @inlinable public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source,
                                                          scheduler: SchedulerType) -> Observable<Element>
    where Element == Source.Element {
        timeout(dueTime, replacement: other.asObservable(), scheduler: scheduler)
    }

    /// Without a replacement the timeout is an error.
    @inlinable func timeout(_ dueTime: RxTimeInterval, replacement: Observable<Element>?,
                         scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = TimeoutSink(observer: consume observer, dueTime: dueTime, other: replacement, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// The source's events, the timer and `other`'s events go through one serial delivery, so the
/// state below is only touched by one thread at a time and events reach the observer one at a time.
@usableFromInline final class TimeoutSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let other: Observable<Element>?
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let delivery = SerialDelivery()
    /// The source's subscription, replaced by `other`'s when the timer wins.
    @usableFromInline let subscription = SerialDisposable()
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline var generation: UInt64 = 0
    @usableFromInline var timedOut = false

    @inlinable init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, other: Observable<Element>?,
         scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable func start(_ source: Observable<Element>) {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        delivery.run(self, ()) { sink, _ in sink.startTimer() }
        original.setDisposable(source.run { [self] event in
            delivery.run(self, event) { sink, event in sink.handle(event) }
        })
    }

    @inlinable func handle(_ event: Event<Element>) {
        guard !timedOut else { return }
        generation &+= 1
        forwardEvent(event)
        if !event.isStopEvent { startTimer() }
    }

    @inlinable func startTimer() {
        guard !timer.isDisposed else { return }
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: dueTime, label: "timeout") { [self] due in
            delivery.run(self, due) { sink, due in sink.fire(due) }
            return Disposables.create()
        }
    }

    @inlinable func fire(_ due: UInt64) {
        guard !timedOut, due == generation else { return }
        timedOut = true
        guard let other else {
            forwardError(RxError.timeout)
            return
        }
        subscription.disposable = other.runSubscription { [self] event in
            delivery.run(self, event) { sink, event in sink.forwardEvent(event) }
        }
    }

    @inlinable override func disposeResources() {
        subscription.dispose()
        timer.dispose()
    }
}
