/// The outcome a `Maybe` delivers.
public enum MaybeEvent<Element> {
    case success(Element)
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A Maybe from a closure that reports success, completion or failure once.
    @inlinable public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
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

    @inlinable public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: Observable.just(element)) }

    /// The element, then completion, each from a scheduled action of its own.
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.from([element], scheduler: scheduler))
    }

    @inlinable public static func empty() -> Maybe<Element> { Maybe(raw: Observable.empty()) }

    /// Subscribes one closure to the outcome; it runs once.
    @inlinable public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.source.subscribe { event in
            guard !stopped else { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures to the outcome; `onCompleted` runs only when there was no element,
    /// `onDisposed` right after any outcome or on `dispose()`.
    @inlinable public func subscribe(onSuccess: ((Element) -> Void)? = nil,
                          onError: ((Swift.Error) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.subscriptionCallStack()
        let subscription = subscribe { event in
            switch event {
            case .success(let element): onSuccess?(element)
            case .error(let error):
                // As RxSwift: an error nobody handles goes to the default error handler.
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
            case .completed: onCompleted?()
            }
            disposed.dispose()
        }
        return Disposables.create(subscription, disposed)
    }

    /// Subscribes closures that receive an unretained `object` first; they are skipped once
    /// `object` is gone.
    @inlinable public func subscribe<Object: AnyObject>(with object: Object,
                                             onSuccess: ((Object, Element) -> Void)? = nil,
                                             onError: ((Object, Swift.Error) -> Void)? = nil,
                                             onCompleted: ((Object) -> Void)? = nil,
                                             onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: { [weak object] element in if let object { onSuccess?(object, element) } },
                  onError: { [weak object] error in if let object { onError?(object, error) } },
                  onCompleted: { [weak object] in if let object { onCompleted?(object) } },
                  onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }

    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe<Result>(raw: primitiveSequence.source.map(transform))
    }

    /// Completes empty when `transform` returns nil.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe<Result>(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the Maybe `selector` makes from the element, if there is one.
    @inlinable public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    @inlinable public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    @inlinable public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// Runs side effects around the outcome and the subscription's lifetime.
    @inlinable public func `do`(onNext: ((Element) throws -> Void)? = nil,
                     afterNext: ((Element) throws -> Void)? = nil,
                     onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil,
                     afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.do(onNext: onNext, afterNext: afterNext, onError: onError,
                                               afterError: afterError, onCompleted: onCompleted,
                                               afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                                               onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Completes when this succeeds or completes, dropping the element.
    @inlinable public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.source.ignoreElements())
    }

    /// A Single of the element, or of `default` when this completes empty.
    @inlinable public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: switchIfEmpty(primitiveSequence.source, to: .just(`default`)))
    }

    /// Continues with `other` when this completes empty.
    @inlinable public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: switchIfEmpty(primitiveSequence.source, to: other.source))
    }

    /// Continues with `other` when this completes empty.
    @inlinable public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: switchIfEmpty(primitiveSequence.source, to: other.source))
    }
}

/// RxSwift's switchIfEmpty: on an empty completion it subscribes to `other`; the source's
/// subscription is released with the whole subscription, as RxSwift's sink holds both.
@inlinable func switchIfEmpty<Element>(_ source: Observable<Element>, to other: Observable<Element>)
    -> Observable<Element> {
    Producer { observer in
        let sink = Sink(observer: consume observer)
        let sourceSubscription = SingleAssignmentDisposable()
        let otherSubscription = SingleAssignmentDisposable()
        sink.setUpstream(Disposables.create(sourceSubscription, otherSubscription))
        var isEmpty = true
        sourceSubscription.setDisposable(source.run { event in
            switch event {
            case .next(let element):
                isEmpty = false
                sink.forwardNext(element)
            case .error(let error):
                sink.forwardError(error)
            case .completed:
                guard isEmpty else {
                    sink.forwardCompleted()
                    return
                }
                otherSubscription.setDisposable(other.runSubscription { sink.forwardEvent($0) })
            }
        })
        return sink
    }
}

extension ObservableType {
    /// A Maybe of the only element, or empty; errors if the sequence has more than one.
    @inlinable public func asMaybe() -> Maybe<Element> {
        Maybe(raw: onlyElement(whenEmpty: nil))
    }
}
