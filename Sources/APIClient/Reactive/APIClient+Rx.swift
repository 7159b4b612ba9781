import Dispatch
import RxSwift

extension APIClient {
    /// The seed's `APIManager.observe` as a `Single`: subscribing sends the request, disposing
    /// cancels it (closing the connection, or dropping the fixture's pending answer). Results
    /// arrive on `callbackScheduler` when one is set; failures are `APIError`s.
    /// `@inlinable` so that an app's call specialises the Single's own plumbing (its
    /// observer, the create's sink, the delivery) for the response type, which this module cannot name.
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
///
/// `succeed` and `fail` are overrides, compiled once for every element type; there building
/// the event looked up `Result`'s metadata and `schedule` ran its unspecialised generic path.
/// They hand over to `routeSuccess`/`routeFailure`, functions made by the `@inlinable` init
/// where the element type is known (`send`'s caller), which capture nothing.
@usableFromInline final class SingleTarget<Element>: AnswerReceiver<Element>, @unchecked Sendable {
    @usableFromInline let observer: (SingleEvent<Element>) -> Void
    @usableFromInline let scheduler: (any ImmediateSchedulerType & Sendable)?
    @usableFromInline let delivery: SerialDisposable
    @usableFromInline let routeSuccess: (SingleTarget<Element>, Element) -> Void
    @usableFromInline let routeFailure: (SingleTarget<Element>, APIError) -> Void

    @inlinable init(_ observer: @escaping (SingleEvent<Element>) -> Void,
                    on scheduler: (any ImmediateSchedulerType & Sendable)?, keeping delivery: SerialDisposable) {
        self.observer = observer
        self.scheduler = scheduler
        self.delivery = delivery
        routeSuccess = { target, value in target.deliver(.success(value)) }
        routeFailure = { target, error in target.deliver(.failure(error)) }
    }

    override func succeed(_ value: Element) { routeSuccess(self, value) }
    override func fail(_ error: APIError) { routeFailure(self, error) }

    @inlinable func deliver(_ event: SingleEvent<Element>) {
        guard let scheduler else { return observer(event) }
        if let timers = scheduler.timerScheduling {
            // A virtual-time scheduler of ticks: the timer due now, unlabelled, is the item
            // `schedule` queues (same time, sequence and `adjustScheduledTime` call). It holds
            // the observer and the event, as `schedule`'s closure does, never this target
            // (which holds the scheduler: the item would keep its own scheduler alive).
            delivery.disposable = timers.scheduleTimer(after: .nanoseconds(0), label: nil,
                                                       target: PendingSingleEvent(observer, event), token: 0) { pending, _ in
                unsafeDowncast(pending, to: PendingSingleEvent<SingleEvent<Element>>.self).deliver()
            }
            return
        }
        delivery.disposable = scheduler.schedule(event) { [observer] event in
            observer(event)
            return Disposables.create()
        }
    }
}

/// A Single's event queued as a timer: the item holds it until it runs, is dropped or is
/// disposed, as `schedule`'s item holds its closure. Generic over the event itself, not its
/// element: the deinit (compiled once for all) then destroys a value whose type is the class's
/// own argument, where a `SingleEvent<Element>` field looked `Result`'s metadata up each time.
@usableFromInline final class PendingSingleEvent<Event> {
    @usableFromInline let observer: (Event) -> Void
    @usableFromInline let event: Event

    @inlinable init(_ observer: @escaping (Event) -> Void, _ event: Event) {
        self.observer = observer
        self.event = event
    }

    @inlinable func deliver() { observer(event) }
}
