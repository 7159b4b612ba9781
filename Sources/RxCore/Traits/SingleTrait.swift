/// The outcome a `Single` delivers.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequence where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A Single from a closure that reports success or failure once; later reports are ignored.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: Observable.create { observer in
            subscribe { result in
                switch result {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        })
    }

    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// Subscribes one closure to the outcome.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribe(onSuccess: { observer(.success($0)) }, onFailure: { observer(.failure($0)) })
    }

    /// Subscribes closures to the outcome; `onDisposed` runs after either, or on `dispose()`.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil,
                          onFailure: ((Swift.Error) -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        var succeeded = false
        return source.subscribe(onNext: { element in
            succeeded = true
            onSuccess?(element)
        }, onError: onFailure, onCompleted: {
            // Only a Single built from a sequence that broke its contract gets here.
            if !succeeded { onFailure?(RxError.noElements) }
        }, onDisposed: onDisposed)
    }

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(raw: source.map(transform))
    }

    /// Continues with the Single `selector` makes from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single<Result>(raw: source.flatMap { try selector($0).asObservable() })
    }

    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: source.catchAndReturn(element))
    }

    /// A Maybe that completes empty instead of succeeding when `predicate` rejects the element.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// Runs side effects around the outcome and the subscription's lifetime.
    public func `do`(onSuccess: ((Element) throws -> Void)? = nil,
                     afterSuccess: ((Element) throws -> Void)? = nil,
                     onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Single<Element> {
        Single(raw: source.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
                              onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    public func asMaybe() -> Maybe<Element> { Maybe(raw: source) }

    /// Completes when this succeeds, dropping the element.
    public func asCompletable() -> Completable { source.asCompletable() }
}

extension ObservableType {
    /// A Single of the only element; errors if the sequence has none or more than one.
    public func asSingle() -> Single<Element> {
        Single(raw: onlyElement(whenEmpty: RxError.noElements))
    }

    /// The only element, then completion. A second element is an error; an empty sequence
    /// ends with `whenEmpty`, or just completes when that is nil (asSingle and asMaybe).
    func onlyElement(whenEmpty: Swift.Error?) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: observer)
            var element: Element?
            sink.setUpstream(source.run { event in
                switch event {
                case .next(let value):
                    if element != nil {
                        sink.forwardError(RxError.moreThanOneElement)
                    } else {
                        element = value
                    }
                case .error(let error):
                    sink.forwardError(error)
                case .completed:
                    if let element {
                        sink.forwardNext(element)
                    } else if let whenEmpty {
                        sink.forwardError(whenEmpty)
                        return
                    }
                    sink.forwardCompleted()
                }
            })
            return sink
        }
    }
}
