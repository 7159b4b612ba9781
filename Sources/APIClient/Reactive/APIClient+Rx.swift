import RxSwift

extension APIClient {
    /// The seed's `APIManager.observe` as a `Single`: subscribing sends the request, disposing
    /// cancels it (closing the connection, or dropping the fixture's pending answer). Results
    /// arrive on `callbackScheduler` when one is set; failures are `APIError`s.
    public func send<Request: APIRequest>(_ request: Request) -> Single<Request.Response> {
        Single.create { [self] observer in
            let target = SingleTarget(observer)
            let delivery = SerialDisposable()
            let task = perform(request) { [callbackScheduler] result in
                target.deliver(result, on: callbackScheduler, keeping: delivery)
            }
            return Disposables.create {
                task.cancel()
                delivery.dispose()
            }
        }
    }

    /// `send` as an `Observable` (one element, then completed), for `flatMapLatest` and friends.
    public func observe<Request: APIRequest>(_ request: Request) -> Observable<Request.Response> {
        send(request).asObservable()
    }
}

/// Hands a transport's result (from the transport's thread) to a Single's observer. Single
/// ignores reports after the first and after disposal, so sharing it across threads is safe.
final class SingleTarget<Element>: @unchecked Sendable {
    private let observer: (SingleEvent<Element>) -> Void

    init(_ observer: @escaping (SingleEvent<Element>) -> Void) { self.observer = observer }

    func deliver(_ result: Result<Element, APIError>) {
        observer(result.mapError { $0 })
    }

    /// Delivers on `scheduler` when there is one (the scheduled delivery kept in `delivery`,
    /// so disposing drops it), else at once.
    func deliver(_ result: Result<Element, APIError>, on scheduler: (any ImmediateSchedulerType & Sendable)?,
                 keeping delivery: SerialDisposable) {
        guard let scheduler else { return deliver(result) }
        delivery.disposable = scheduler.schedule(result) { [self] result in
            deliver(result)
            return Disposables.create()
        }
    }
}
