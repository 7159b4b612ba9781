import RxSwift

extension APIClient {
    /// The seed's `APIManager.observe` as a `Single`: subscribing sends the request, disposing
    /// cancels it (closing the connection, or dropping the fixture's pending answer). Results
    /// arrive on `callbackScheduler` when one is set; failures are `APIError`s.
    /// `@inlinable` so that an app's call specialises the Single's own plumbing (its
    /// observer, the create's sink) for the response type, which this module cannot name.
    @inlinable public func send<Request: APIRequest>(_ request: Request) -> Single<Request.Response> {
        Single.create { [self] observer in
            let delivery = SerialDisposable()
            let task = perform(request, answeringTo: SingleTarget(observer, on: callbackScheduler, keeping: delivery))
            return Disposables.create {
                task.cancel()
                delivery.dispose()
            }
        }
    }

    /// `send` as an `Observable` (one element, then completed), for `flatMapLatest` and friends.
    @inlinable public func observe<Request: APIRequest>(_ request: Request) -> Observable<Request.Response> {
        send(request).asObservable()
    }
}

/// Hands a request's outcome (from the transport's thread) to a Single's observer: on
/// `scheduler` when there is one (the scheduled delivery kept in `delivery`, so disposing drops
/// it), else at once. Single ignores reports after the first and after disposal, so sharing it
/// across threads is safe.
@usableFromInline final class SingleTarget<Element>: AnswerReceiver<Element>, @unchecked Sendable {
    private let observer: (SingleEvent<Element>) -> Void
    private let scheduler: (any ImmediateSchedulerType & Sendable)?
    private let delivery: SerialDisposable

    @usableFromInline init(_ observer: @escaping (SingleEvent<Element>) -> Void,
                           on scheduler: (any ImmediateSchedulerType & Sendable)?, keeping delivery: SerialDisposable) {
        self.observer = observer
        self.scheduler = scheduler
        self.delivery = delivery
    }

    override func succeed(_ value: Element) { deliver(.success(value)) }
    override func fail(_ error: APIError) { deliver(.failure(error)) }

    private func deliver(_ event: SingleEvent<Element>) {
        guard let scheduler else { return observer(event) }
        if let timers = scheduler.timerScheduling {
            // A virtual-time scheduler of ticks: the timer due now, unlabelled, is the item
            // `schedule` queues (same time, sequence and `adjustScheduledTime` call), queued
            // without `schedule`'s unspecialised generic path. It holds the observer and the
            // event, as the general path's closure does, never this target (which holds the
            // scheduler: the item would keep its own scheduler alive).
            let observer = self.observer
            delivery.disposable = timers.scheduleTimer(after: .nanoseconds(0), label: nil,
                                                       target: ScheduledEvent { observer(event) }, token: 0,
                                                       fire: ScheduledEvent.fire)
            return
        }
        delivery.disposable = scheduler.schedule(event) { [observer] event in
            observer(event)
            return Disposables.create()
        }
    }
}

/// A Single's delivery queued as a timer: the item holds it until it runs, is dropped or is
/// disposed, as the general path's item holds its closure.
private final class ScheduledEvent {
    private let deliver: () -> Void

    init(_ deliver: @escaping () -> Void) { self.deliver = deliver }

    static func fire(_ target: AnyObject, _: UInt64) {
        (target as? ScheduledEvent)?.deliver()
    }
}
