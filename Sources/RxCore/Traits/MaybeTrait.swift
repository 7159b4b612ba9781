/// The outcome a `Maybe` delivers.
public enum MaybeEvent<Element> {
    case success(Element)
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequence where Trait == MaybeTrait {
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A Maybe from a closure that reports success, completion or failure once.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: Observable.just(element)) }

    public static func empty() -> Maybe<Element> { Maybe(raw: Observable.empty()) }

    /// Subscribes one closure to the outcome.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribe(onSuccess: { observer(.success($0)) }, onError: { observer(.error($0)) },
                  onCompleted: { observer(.completed) })
    }

    /// Subscribes closures to the outcome; `onCompleted` runs only when there was no element,
    /// `onDisposed` after any outcome or on `dispose()`.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil,
                          onError: ((Swift.Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        var succeeded = false
        return source.subscribe(onNext: { element in
            succeeded = true
            onSuccess?(element)
        }, onError: onError, onCompleted: {
            if !succeeded { onCompleted?() }
        }, onDisposed: onDisposed)
    }

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe<Result>(raw: source.map(transform))
    }

    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: source.catchAndReturn(element))
    }

    /// Runs side effects around the outcome and the subscription's lifetime.
    public func `do`(onNext: ((Element) throws -> Void)? = nil,
                     afterNext: ((Element) throws -> Void)? = nil,
                     onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil,
                     afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Maybe<Element> {
        Maybe(raw: source.do(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                             onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                             onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Completes when this succeeds or completes, dropping the element.
    public func asCompletable() -> Completable { source.asCompletable() }
}

extension ObservableType {
    /// A Maybe of the only element, or empty; errors if the sequence has more than one.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: onlyElement(whenEmpty: nil))
    }
}
