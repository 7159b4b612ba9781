import RxCore

extension APIClient {
    /// The response as a one-element sequence: subscribing sends the request, disposing cancels
    /// it (closing the connection or dropping the fixture's pending answer). Results arrive on
    /// `callbackScheduler` when one is set.
    public func observe<Request: APIRequest>(_ request: Request) -> Observable<Request.Response> {
        Observable.create { [self] observer in
            let target = ResultObserver(observer)
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
}

/// Hands a transport's result (from the transport's thread) to an Rx observer. The observer's
/// sink serializes events and drops those after disposal, so sharing it across threads is safe.
private final class ResultObserver<Element>: @unchecked Sendable {
    private let observer: AnyObserver<Element>

    init(_ observer: AnyObserver<Element>) { self.observer = observer }

    func deliver(_ result: Result<Element, APIError>) {
        switch result {
        case .success(let element):
            observer.onNext(element)
            observer.onCompleted()
        case .failure(let error):
            observer.onError(error)
        }
    }
}
