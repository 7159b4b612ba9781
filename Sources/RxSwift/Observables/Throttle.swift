import Dispatch

extension ObservableType {
    /// Emits an element, then at most one element per `dueTime`.
    ///
    /// As in RxSwift: an element arriving when `dueTime` has passed since the last emitted one
    /// is emitted at once. Otherwise, with `latest` true the newest such element is emitted when
    /// the period ends (and completion waits for it); with `latest` false it is dropped.
    @inlinable public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true,
                         scheduler: SchedulerType) -> Observable<Element> {
        StatefulProducer(state: TimedState(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)) { state, observer in
            let sink = ThrottleSink(observer: consume observer, dueTime: state.dueTime, latest: state.latest, scheduler: state.scheduler)
            sink.setUpstream(state.source.run { sink.on($0) })
            return sink
        }
    }
}

/// The source's events and the timer go through one serial delivery, so the state below is
/// only touched by one thread at a time and events reach the observer one at a time.
@usableFromInline final class ThrottleSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let latest: Bool
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline @exclusivity(unchecked) var unsent: Element?
    @usableFromInline @exclusivity(unchecked) var lastSentTime: RxTime?
    @usableFromInline @exclusivity(unchecked) var completedWhileWaiting = false

    @inlinable init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, latest: Bool,
         scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        delivery.run(self, event) { sink, event in sink.handle(event) }
    }

    @inlinable func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            // As RxSwift's: what is left of the period, in dueTime's unit, rounded.
            let remaining = lastSentTime.map { dueTime.reduced(bySpanBetween: $0, and: scheduler.now) } ?? .nanoseconds(0)
            if remaining.isNow {
                sendNow(element)
                return
            }
            guard latest else { return }
            let timerRunning = unsent != nil
            unsent = element
            if timerRunning { return }
            timer.disposable = scheduler.scheduleRelative((), dueTime: remaining,
                                                          label: "throttle") { [self] _ in
                delivery.run(self, ()) { sink, _ in sink.emitUnsent() }
                return Disposables.create()
            }
        case .error(let error):
            unsent = nil
            forwardError(error)
        case .completed:
            if unsent != nil {
                completedWhileWaiting = true
            } else {
                forwardCompleted()
            }
        }
    }

    @inlinable func sendNow(_ element: Element) {
        unsent = nil
        forwardNext(element)
        // After forwarding, as RxSwift: slow processing downstream counts toward the period.
        lastSentTime = scheduler.now
    }

    @inlinable func emitUnsent() {
        if let element = unsent { sendNow(element) }
        if completedWhileWaiting { forwardCompleted() }
    }

    @inlinable override func disposeResources() {
        timer.dispose()
    }
}

/// What a `throttle` or `debounce` observable keeps: its source, period and scheduler
/// (`latest` is throttle's; debounce's is unused).
@usableFromInline struct TimedState<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let latest: Bool
    @usableFromInline let scheduler: SchedulerType

    @inlinable init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }
}
