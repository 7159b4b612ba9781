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

    public static func empty() -> Completable { Completable(raw: Observable.empty()) }

    /// Runs side effects around the outcome and the subscription's lifetime.
    public func `do`(onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil,
                     afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Completable {
        Completable(raw: source.do(onError: onError, afterError: afterError, onCompleted: onCompleted,
                                   afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                                   onSubscribed: onSubscribed, onDispose: onDispose))
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

extension ObservableType {
    /// A Completable that ignores the elements and passes on completion or the error.
    public func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }
}
