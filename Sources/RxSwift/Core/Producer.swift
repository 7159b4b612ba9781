/// An observable defined by its subscribe function: the form every operator takes.
///
/// Operators build their subscription logic as a closure inside a generic function, so
/// the compiler specializes it for the caller's element types (see `Observable`).
@usableFromInline package final class Producer<Element>: Observable<Element> {
    @inlinable package override init(_ subscribeHandler: @escaping SubscribeHandler) {
        super.init(subscribeHandler)
    }

    /// A sequence that RxSwift subscribes directly, outside the trampoline (`empty`, `error`,
    /// `never`, a subject behind a wrapper) when `onTrampoline` is false.
    @inlinable package override init(onTrampoline: Bool, _ subscribeHandler: @escaping SubscribeHandler) {
        super.init(onTrampoline: onTrampoline, subscribeHandler)
    }

    /// A sequence whose subscription sends `immediateEvents` (`empty`), subscribed directly.
    @inlinable override init(immediateEvents: ImmediateEvents, _ subscribeHandler: @escaping SubscribeHandler) {
        super.init(immediateEvents: immediateEvents, subscribeHandler)
    }
}

/// An observable that keeps a value and subscribes by a closure that receives it (one object,
/// where a `Producer` closure capturing the value would need a second one for its context), and
/// that can also fuse a following `filter` into its sink: `fuseFilter` gets the state and the
/// predicate and returns the fused sequence; and that can subscribe the closure of a
/// `subscribe(onNext:)` itself, as `NextSubscribingProducer` does (`next`). The closures are made where the types
/// are known and capture nothing. `run` is overridden, so it runs unspecialized, but it only
/// hands the state (by address) and the observer to the closure.
@usableFromInline final class FilterFusingProducer<Element, State>: Observable<Element> {
    @usableFromInline typealias StatefulHandler = (State, __owned @escaping (Event<Element>) -> Void) -> Disposable
    @usableFromInline typealias FuseFilter = (State, @escaping (Element) throws -> Bool) -> Observable<Element>
    @usableFromInline typealias NextHandler = (State, Observable<Element>, __owned ((Element) -> Void)?) -> Disposable

    @usableFromInline let state: State
    @usableFromInline let handler: StatefulHandler
    @usableFromInline let fuseFilter: FuseFilter
    @usableFromInline let nextHandler: NextHandler

    @inlinable init(state: State, _ handler: @escaping StatefulHandler, fuseFilter: @escaping FuseFilter,
                    next nextHandler: @escaping NextHandler) {
        self.state = state
        self.handler = handler
        self.fuseFilter = fuseFilter
        self.nextHandler = nextHandler
        super.init()
    }

    @inlinable override var subscribesNextDirectly: Bool { true }

    @inlinable override func subscribeNext(_ onNext: __owned ((Element) -> Void)?) -> Disposable {
        nextHandler(state, self, onNext)
    }

    @inlinable override func run(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        handler(state, observer)
    }

    @inlinable override func fusingFilter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element>? {
        fuseFilter(state, predicate)
    }
}

/// An observable that keeps a value and subscribes by a closure that receives it, and also
/// subscribes `subscribe(onNext:)`'s closure itself: `next` gets
/// the state, this sequence (for `subscribing`) and the closure, and returns the subscription.
/// Both closures are made where the types are known and capture nothing; `next` must give the
/// closure the events a `NextObserver` subscribed with `handler` would give it.
@usableFromInline final class NextSubscribingProducer<Element, State>: Observable<Element> {
    @usableFromInline typealias StatefulHandler = (State, __owned @escaping (Event<Element>) -> Void) -> Disposable
    @usableFromInline typealias NextHandler = (State, Observable<Element>, __owned ((Element) -> Void)?) -> Disposable

    @usableFromInline let state: State
    @usableFromInline let handler: StatefulHandler
    @usableFromInline let nextHandler: NextHandler

    /// `onTrampoline` as in `Observable.subscribesOnTrampoline`.
    @inlinable init(state: State, onTrampoline: Bool, _ handler: @escaping StatefulHandler,
                    next nextHandler: @escaping NextHandler) {
        self.state = state
        self.handler = handler
        self.nextHandler = nextHandler
        super.init(onTrampoline: onTrampoline)
    }

    @inlinable override func run(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        handler(state, observer)
    }

    @inlinable override var subscribesNextDirectly: Bool { true }

    @inlinable override func subscribeNext(_ onNext: __owned ((Element) -> Void)?) -> Disposable {
        nextHandler(state, self, onNext)
    }
}

/// A `Producer` whose subscribe closure gets what it needs as `state` instead of capturing it:
/// one object where a closure capturing the operator's source and closures needed a context
/// of its own beside the producer. The closure is made where the types are known and captures
/// nothing; `run` only hands the state (by address) and the observer to it.
@usableFromInline final class StatefulProducer<Element, State>: Observable<Element> {
    @usableFromInline typealias StatefulHandler = (State, __owned @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let state: State
    @usableFromInline let handler: StatefulHandler

    @inlinable init(state: __owned State, _ handler: @escaping StatefulHandler) {
        self.state = state
        self.handler = handler
        super.init()
    }

    @inlinable override func run(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        handler(state, observer)
    }
}
