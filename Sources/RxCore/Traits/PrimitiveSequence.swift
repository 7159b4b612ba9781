/// A sequence with a narrower contract than `Observable` (Single, Maybe, Completable),
/// as in RxSwift: the trait decides how many elements it may carry.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }

    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence: ObservableConvertibleType {}

/// The trait of `Single`: exactly one element or an error.
public enum SingleTrait {}
/// The trait of `Maybe`: one element, completion without one, or an error.
public enum MaybeTrait {}
/// The trait of `Completable`: completion or an error, never an element.
public enum CompletableTrait {}

public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

extension PrimitiveSequence {
    /// Calls `factory` on every subscription and subscribes to the sequence it returns.
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try factory().source })
    }

    public static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    public static func never() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line,
                                            function: function))
    }

    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
                        scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }

    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }
}
