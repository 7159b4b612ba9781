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

    /// Runs `next` after this completes; an error of this ends the result without running it.
    public func andThen<Next>(_ next: Single<Next>) -> Single<Next> {
        Single(raw: elements(of: Next.self).concat(next.asObservable()))
    }

    public func andThen<Next>(_ next: Maybe<Next>) -> Maybe<Next> {
        Maybe(raw: elements(of: Next.self).concat(next.asObservable()))
    }

    public func andThen(_ next: Completable) -> Completable {
        Completable(raw: source.concat(next.asObservable()))
    }

    public func andThen<Next>(_ next: Observable<Next>) -> Observable<Next> {
        elements(of: Next.self).concat(next)
    }

    /// This Completable as a sequence of any element type: it has no element to convert.
    private func elements<Next>(of type: Next.Type) -> Observable<Next> {
        let source = self.source
        return Producer { observer in
            source.run { event in
                if case .error(let error) = event {
                    observer(.error(error))
                } else {
                    observer(.completed)
                }
            }
        }
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
