/// A sequence with a narrower contract than `Observable` (Single, Maybe, Completable),
/// as in RxSwift: the trait decides how many elements it may carry.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let source: Observable<Element>

    @inlinable init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is a `PrimitiveSequence`; the trait operators are defined on it, as in RxSwift.
public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element

    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    @inlinable public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    @inlinable public func asObservable() -> Observable<Element> { source }
}

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
    /// Calls `observableFactory` on every subscription and subscribes to the sequence it returns.
    @inlinable public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().source })
    }

    @inlinable public static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    @inlinable public static func never() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// Creates a resource per subscription, subscribes to the sequence made from it and
    /// disposes the resource when that subscription ends.
    @inlinable public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).source })
    }

    @inlinable public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line,
                                            function: function))
    }

    /// Shifts the outcome later by `dueTime`; an error is passed on at once. As in RxSwift each
    /// event is sent from a scheduled action of its own: on a TestScheduler a Single's completion
    /// lands one tick after its element.
    @inlinable public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    @inlinable public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the outcome on `scheduler`, one scheduled action per event as in RxSwift: on a
    /// TestScheduler a Single's element lands one tick after it arrived and its completion one more.
    @inlinable public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    @inlinable public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    @inlinable public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    @inlinable public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
                        scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
    }

    @inlinable public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    @inlinable public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    @inlinable public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    @inlinable public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Continues with the sequence `handler` makes from an error.
    @inlinable public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).source })
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Succeeds with 0 after `dueTime` (a Single or a Maybe).
    @inlinable public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}
