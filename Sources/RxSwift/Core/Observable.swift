/// The base class of every sequence.
///
/// A sequence is defined by its subscribe function. It is stored as a closure rather than
/// reached through an overridden method because closures built inside generic functions
/// are specialized for the caller's types (with cross-module optimization), while an
/// overridden method always runs unspecialized, paying a generic-metadata lookup per event.
open class Observable<Element>: ObservableType {
    public typealias SubscribeHandler = (@escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let subscribeHandler: SubscribeHandler

    /// For subclasses that override `run`.
    @inlinable public init() {
        subscribeHandler = { observer in
            observer(.completed)
            return Disposables.create()
        }
    }

    @inlinable public init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
    }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let handler = (observer as? AnyObserver<Element>)?.handler ?? { observer.on($0) }
        return CurrentThreadScheduler.trampoline { run(handler) }
    }

    /// Subscribes a plain event handler; the core of every subscription.
    /// The returned disposable cancels the subscription.
    open func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeHandler(observer)
    }

    /// This sequence itself; open so that a test observable can hand out a new wrapper each time, as RxTest's does.
    open func asObservable() -> Observable<Element> { self }

    /// This sequence with `predicate` fused into its own sink, or nil when it has no such form:
    /// `filter` asks first, so `map { … }.filter { … }` subscribes one sink, not two (`map`'s
    /// observable answers, see MapFilter.swift).
    @usableFromInline func fusingFilter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element>? {
        nil
    }
}
