/// The outcome a `Single` delivers.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A Single from a closure that reports success or failure once; later reports are ignored.
    @inlinable public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        // `Observable.create` with an observer that forwards each result to its sink, the sink
        // called directly: no closure context for the observer, none for the subscribe closure.
        Single(raw: StatefulProducer(state: SingleCreateState(subscribe: subscribe)) { state, observer in
            let sink = Sink(observer: consume observer)
            sink.setUpstream(state.subscribe { result in
                switch result {
                case .success(let element):
                    sink.forwardNext(element)
                    sink.forwardCompleted()
                case .failure(let error):
                    sink.forwardError(error)
                }
            })
            return sink
        })
    }

    @inlinable public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// The element, then completion, each from a scheduled action of its own (as RxSwift's
    /// recursive scheduling does: on a TestScheduler the completion lands one tick later).
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.from([element], scheduler: scheduler))
    }

    /// Subscribes one closure to the outcome; it runs once.
    @inlinable public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.source.subscribe { event in
            guard !stopped else { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            // Only a Single built from a sequence that broke its contract gets here.
            case .completed: observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures to the outcome; `onDisposed` runs right after either, or on `dispose()`.
    @inlinable public func subscribe(onSuccess: ((Element) -> Void)? = nil,
                          onFailure: ((Swift.Error) -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.subscriptionCallStack()
        let subscription = subscribe { result in
            switch result {
            case .success(let element): onSuccess?(element)
            case .failure(let error):
                // As RxSwift: a failure nobody handles goes to the default error handler.
                if let onFailure { onFailure(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            }
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }

    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @inlinable public func subscribe(onSuccess: ((Element) -> Void)? = nil,
                          onError: @escaping (Swift.Error) -> Void,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive an unretained `object` first; they are skipped once
    /// `object` is gone.
    @inlinable public func subscribe<Object: AnyObject>(with object: Object,
                                             onSuccess: ((Object, Element) -> Void)? = nil,
                                             onFailure: ((Object, Swift.Error) -> Void)? = nil,
                                             onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: { [weak object] element in if let object { onSuccess?(object, element) } },
                  onFailure: { [weak object] error in if let object { onFailure?(object, error) } },
                  onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }

    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(raw: primitiveSequence.source.map(transform))
    }

    /// A Maybe that completes empty when `transform` returns nil.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe<Result>(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the Single `selector` makes from the element.
    @inlinable public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single<Result>(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// Continues with the Maybe `selector` makes from the element.
    @inlinable public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// Continues with the Completable `selector` makes from the element.
    @inlinable public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    @inlinable public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// A Maybe that completes empty instead of succeeding when `predicate` rejects the element.
    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// Runs side effects around the outcome and the subscription's lifetime.
    @inlinable public func `do`(onSuccess: ((Element) throws -> Void)? = nil,
                     afterSuccess: ((Element) throws -> Void)? = nil,
                     onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError,
                                                afterError: afterError, onSubscribe: onSubscribe,
                                                onSubscribed: onSubscribed, onDispose: onDispose))
    }

    @inlinable public func asMaybe() -> Maybe<Element> { Maybe(raw: primitiveSequence.source) }

    /// Completes when this succeeds, dropping the element.
    @inlinable public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }
}

extension ObservableType {
    /// A Single of the only element; errors if the sequence has none or more than one.
    @inlinable public func asSingle() -> Single<Element> {
        Single(raw: onlyElement(whenEmpty: RxError.noElements))
    }

    /// The only element, then completion. A second element is an error; an empty sequence
    /// ends with `whenEmpty`, or just completes when that is nil (asSingle and asMaybe).
    @inlinable func onlyElement(whenEmpty: Swift.Error?) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: consume observer)
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

/// What `Single.create`'s observable keeps: its subscribe closure.
@usableFromInline struct SingleCreateState<Element> {
    @usableFromInline let subscribe: (@escaping (SingleEvent<Element>) -> Void) -> Disposable

    @inlinable init(subscribe: @escaping (@escaping (SingleEvent<Element>) -> Void) -> Disposable) {
        self.subscribe = subscribe
    }
}
