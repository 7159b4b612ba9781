import RxCore

extension APIClient {
    /// The seed's `APIManager.observe` as a `Single`: subscribing sends the request, disposing
    /// cancels it (closing the connection, or dropping the fixture's pending answer). Results
    /// arrive on `callbackScheduler` when one is set; failures are `APIError`s.
    public func send<Request: APIRequest>(_ request: Request) -> Single<Request.Response> {
        Single.create { [self] observer in
            let target = SingleTarget(observer)
            let delivery = SerialDisposable()
            let task = perform(request) { [callbackScheduler] result in
                guard let callbackScheduler else { return target.deliver(result) }
                delivery.disposable = callbackScheduler.schedule(result) { result in
                    target.deliver(result)
                    return Disposables.create()
                }
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
private final class SingleTarget<Element>: @unchecked Sendable {
    private let observer: (SingleEvent<Element>) -> Void

    init(_ observer: @escaping (SingleEvent<Element>) -> Void) { self.observer = observer }

    func deliver(_ result: Result<Element, APIError>) {
        observer(result.mapError { $0 })
    }
}
