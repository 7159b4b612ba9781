/// The outcome a `Completable` delivers.
public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A Completable from a closure that reports completion or failure once.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes one closure to the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        subscribe(onCompleted: { observer(.completed) }, onError: { observer(.error($0)) })
    }

    public func subscribe(onCompleted: (() -> Void)? = nil,
                          onError: ((Swift.Error) -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
