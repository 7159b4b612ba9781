/// The outcome a `Completable` delivers.
public enum CompletableEvent {
    case error(Swift.Error)
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A Completable from a closure that reports completion or failure once.
    @inlinable public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        })
    }

    @inlinable public static func empty() -> Completable { Completable(raw: Observable.empty()) }

    /// Subscribes one closure to the outcome; it runs once.
    @inlinable public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.source.subscribe { event in
            guard !stopped else { return }
            switch event {
            case .next: return
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
            stopped = true
        }
    }

    /// Subscribes closures to the outcome; `onDisposed` runs right after either, or on `dispose()`.
    @inlinable public func subscribe(onCompleted: (() -> Void)? = nil,
                          onError: ((Swift.Error) -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.subscriptionCallStack()
        let subscription = subscribe { event in
            switch event {
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
                                             onCompleted: ((Object) -> Void)? = nil,
                                             onError: ((Object, Swift.Error) -> Void)? = nil,
                                             onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        subscribe(onCompleted: { [weak object] in if let object { onCompleted?(object) } },
                  onError: { [weak object] error in if let object { onError?(object, error) } },
                  onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }

    /// Runs side effects around the outcome and the subscription's lifetime.
    @inlinable public func `do`(onError: ((Swift.Error) throws -> Void)? = nil,
                     afterError: ((Swift.Error) throws -> Void)? = nil,
                     onCompleted: (() throws -> Void)? = nil,
                     afterCompleted: (() throws -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> Completable {
        Completable(raw: primitiveSequence.source.do(onError: onError, afterError: afterError,
                                                     onCompleted: onCompleted, afterCompleted: afterCompleted,
                                                     onSubscribe: onSubscribe, onSubscribed: onSubscribed,
                                                     onDispose: onDispose))
    }

    /// Runs `second` after this completes; an error of this ends the result without running it.
    /// This subscription is released when it completes, as RxSwift's andThen does.
    @inlinable public func andThen<Next>(_ second: Single<Next>) -> Single<Next> {
        Single(raw: completableThen(primitiveSequence.source, second.source))
    }

    @inlinable public func andThen<Next>(_ second: Maybe<Next>) -> Maybe<Next> {
        Maybe(raw: completableThen(primitiveSequence.source, second.source))
    }

    @inlinable public func andThen(_ second: Completable) -> Completable {
        Completable(raw: completableThen(primitiveSequence.source, second.source))
    }

    @inlinable public func andThen<Next>(_ second: Observable<Next>) -> Observable<Next> {
        completableThen(primitiveSequence.source, second)
    }

    /// This Completable, then `second` once this completes.
    @inlinable public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Each Completable in turn; the next is subscribed when the previous completes.
    @inlinable public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.source }))
    }

    @inlinable public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.source }))
    }

    @inlinable public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.source }))
    }

    /// Runs all Completables at once; completes when all have, or fails with the first error.
    @inlinable public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    @inlinable public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    @inlinable public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.source }))
    }

    // RxSwift 6 renamed merge to zip and keeps the old name, deprecated.

    @available(*, deprecated, renamed: "zip(_:)")
    @inlinable public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        zip(sources)
    }

    @available(*, deprecated, renamed: "zip(_:)")
    @inlinable public static func merge(_ sources: [Completable]) -> Completable {
        zip(sources)
    }

    @available(*, deprecated, renamed: "zip(_:)")
    @inlinable public static func merge(_ sources: Completable...) -> Completable {
        zip(sources)
    }
}

/// RxSwift's andThen: on completion of `first` it subscribes to `second` and then disposes
/// `first`'s subscription (one serial slot holds the current one).
@inlinable func completableThen<Next>(_ first: Observable<Never>, _ second: Observable<Next>) -> Observable<Next> {
    Producer { observer in
        let sink = Sink(observer: consume observer)
        let current = SerialDisposable()
        let firstSubscription = SingleAssignmentDisposable()
        current.disposable = firstSubscription
        sink.setUpstream(current)
        firstSubscription.setDisposable(first.run { event in
            switch event {
            case .next: break
            case .error(let error): sink.forwardError(error)
            case .completed:
                current.disposable = second.runSubscription { sink.forwardEvent($0) }
            }
        })
        return sink
    }
}

extension ObservableType where Element == Never {
    /// This sequence, which has no elements, as a Completable.
    @inlinable public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
