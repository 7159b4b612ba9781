// The creation functions of Infallible: the Observable ones that cannot error.

extension Infallible {
    /// One element, then completion.
    @inlinable public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// One element, then completion, each from a scheduled action of its own (as RxSwift's
    /// recursive scheduling does: on a TestScheduler the completion lands one tick later).
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.from([element], scheduler: scheduler))
    }

    /// Completes at once.
    @inlinable public static func empty() -> Infallible<Element> { Infallible(.empty()) }

    /// Never sends anything.
    @inlinable public static func never() -> Infallible<Element> { Infallible(.never()) }

    /// Calls `observableFactory` on every subscription and subscribes to what it returns.
    @inlinable public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>)
        -> Infallible<Element> {
        Infallible(.deferred { try observableFactory().asObservable() })
    }

    /// The elements in order, one scheduled action each, then completion.
    @inlinable public static func of(_ elements: Element...,
                          scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element> {
        Infallible(.from(elements, scheduler: scheduler))
    }

    @inlinable public static func from(_ array: [Element],
                            scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element> {
        Infallible(.from(array, scheduler: scheduler))
    }

    @inlinable public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Sequence.Element == Element {
        Infallible(.from(sequence, scheduler: scheduler))
    }

    @inlinable public static func from(optional: Element?) -> Infallible<Element> {
        Infallible(.from(optional: optional))
    }

    @inlinable public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.from(optional: optional, scheduler: scheduler))
    }
}

extension Infallible where Element: RxAbstractInteger {
    /// `count` integers from `start`, then completion.
    @inlinable public static func range(start: Element, count: Element,
                             scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element> {
        Infallible(.range(start: start, count: count, scheduler: scheduler))
    }

    /// 0, 1, 2, … one every `period`.
    @inlinable public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(.interval(period, scheduler: scheduler))
    }

    /// 0 after `dueTime`, then completion; or, with a `period`, 1, 2, … every `period` after that.
    @inlinable public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil,
                             scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(.timer(dueTime, period: period, scheduler: scheduler))
    }
}

extension Infallible {
    /// The elements of each Infallible in turn, subscribing to the next when one completes.
    @inlinable public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(.concat(sequence.map { $0.asObservable() }))
    }

    @inlinable public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(.concat(collection.map { $0.asObservable() }))
    }

    @inlinable public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.concat(sources.map { $0.asObservable() }))
    }

    /// The elements of all Infallibles as they come; completes when all have completed.
    @inlinable public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    @inlinable public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }

    @inlinable public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(.merge(sources.map { $0.asObservable() }))
    }
}
