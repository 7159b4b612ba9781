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
        delivery.disposable = scheduler.schedule(event) { [observer] event in
            observer(event)
            return Disposables.create()
        }
    }
}
