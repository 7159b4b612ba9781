/// The base class of every sequence.
///
/// A sequence is defined by its subscribe function. It is stored as a closure rather than
/// reached through an overridden method because closures built inside generic functions
/// are specialized for the caller's types (with cross-module optimization), while an
/// overridden method always runs unspecialized, paying a generic-metadata lookup per event.
open class Observable<Element>: ObservableType {
    public typealias SubscribeHandler = (__owned @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let subscribeHandler: SubscribeHandler

    /// Whether a subscription from outside a chain runs inside the current-thread trampoline.
    /// RxSwift's `Producer.subscribe` does that (so `take` can stop an endless `range`), but its
    /// subjects, `just`, `empty`, `never`, `error`, `share()` and the like subscribe directly:
    /// their subscriptions neither look up nor start the trampoline, and what they emit at once
    /// reaches an observer with no trampoline running. Chosen once, by the initializer.
    @usableFromInline let subscribesOnTrampoline: Bool

    /// Whether `asObservable()` is this sequence itself, as for every sequence but RxTest's
    /// testable observables (whose `asObservable()` is a new wrapper each time). Lets
    /// `subscribe(onNext:…)` subscribe a sequence without taking a reference of its own to it.
    @usableFromInline let isItsOwnObservable: Bool

    /// Whether `run(takingElements:)` keeps the observer's element entry point: true for the subjects
    /// whose `onNext` hands an element to it borrowed, without an `Event` (see SubjectCore).
    /// Tested before making that entry point, so other sequences pay nothing for it.
    @usableFromInline let takesElementObservers: Bool

    /// What a subscription sends, when this is one of rxs's own sequences that send fixed
    /// events within the subscription, on no scheduler (`just`, `empty`, `error`); `.unknown`
    /// for every other, a subclass's too. flatMapLatest, switchLatest, flatMap and merge deliver
    /// such an inner's events themselves, without subscribing it (`deliverImmediately` in
    /// SwitchSink and MergeSink).
    @usableFromInline let immediateEvents: ImmediateEvents

    /// For subclasses that override `run`.
    @inlinable public init() {
        subscribeHandler = Observable.runIsOverridden
        subscribesOnTrampoline = true
        isItsOwnObservable = true
        takesElementObservers = false
        immediateEvents = .unknown
    }

    @inlinable public init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
        subscribesOnTrampoline = true
        isItsOwnObservable = true
        takesElementObservers = false
        immediateEvents = .unknown
    }

    /// For subclasses that override `run` and say how they are subscribed.
    @inlinable package init(onTrampoline: Bool, isItsOwnObservable: Bool = true) {
        subscribeHandler = Observable.runIsOverridden
        subscribesOnTrampoline = onTrampoline
        self.isItsOwnObservable = isItsOwnObservable
        takesElementObservers = false
        immediateEvents = .unknown
    }

    @inlinable package init(onTrampoline: Bool, _ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
        subscribesOnTrampoline = onTrampoline
        isItsOwnObservable = true
        takesElementObservers = false
        immediateEvents = .unknown
    }

    /// For the subjects that override `run(takingElements:)`: subscribed directly, outside the trampoline.
    @inlinable package init(takingElementObservers subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
        subscribesOnTrampoline = false
        isItsOwnObservable = true
        takesElementObservers = true
        immediateEvents = .unknown
    }

    /// For rxs's sequences that send `immediateEvents` within their subscription (subscribed
    /// directly, outside the trampoline, as RxSwift's `just`, `empty` and `error` are).
    /// A subclass that overrides `run` (`just`, `error`) leaves out the handler.
    @inlinable init(immediateEvents: ImmediateEvents,
                    _ subscribeHandler: @escaping SubscribeHandler = Observable.runIsOverridden) {
        self.subscribeHandler = subscribeHandler
        subscribesOnTrampoline = false
        isItsOwnObservable = true
        takesElementObservers = false
        self.immediateEvents = immediateEvents
    }

    /// The handler of a subclass that overrides `run`: never called, but a handler is stored.
    @inlinable static func runIsOverridden(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        observer(.completed)
        return Disposables.create()
    }

    /// Final (no sequence overrides it; they override `run`), so a caller that knows the
    /// observer's type gets it specialized: the casts below are decided at compile time, where
    /// through the class's table they were dynamic casts and metadata look-ups at each call.
    @inlinable public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // An observer that is one event closure (`AnyObserver`, `Binder`) is run as that closure,
        // not wrapped in another (whose context would be one more allocation per subscription).
        // Decided at compile time where `Observer` is known. Chosen by `if`, not `??`: through
        // `??`'s generic value the closure was wrapped in two reabstraction thunks (two contexts
        // allocated per subscription, two calls more per event).
        let handler: (Event<Element>) -> Void
        if let anyObserver = observer as? AnyObserver<Element> {
            handler = anyObserver.handler
        } else if let binder = observer as? Binder<Element> {
            handler = binder.binding
        } else {
            handler = { observer.on($0) }
        }
        return subscribing { run(handler) }
    }

    /// Runs `subscribe` (which subscribes to this sequence) as RxSwift's `subscribe` would: in
    /// the trampoline when this sequence's subscription runs there, else as it is.
    @inline(__always)
    @inlinable final func subscribing<Result>(_ subscribe: () -> Result) -> Result {
        subscribesOnTrampoline ? CurrentThreadScheduler.trampoline(subscribe) : subscribe()
    }

    /// Subscribes `observer` as RxSwift's `subscribe` would, for a subscription that may be
    /// made with no trampoline running: an inner sequence subscribed on an event (flatMap,
    /// catch, concat's next source…), one subscribed from a scheduled action, a shared
    /// connection, `connect()`. Operators wiring their sources within a subscription call `run`.
    /// Inlined to the flag test, so a direct inner (`just` in flatMapLatest) costs no call.
    @inline(__always)
    @inlinable final func runSubscription(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        subscribesOnTrampoline ? runOnTrampoline(observer) : run(observer)
    }

    @inlinable final func runOnTrampoline(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        CurrentThreadScheduler.trampoline { run(observer) }
    }

    /// This sequence, subscribed in the trampoline: itself when it already is, else a wrapper.
    /// For RxCocoa's control properties and events, which RxCocoa subscribes through
    /// `subscribe(on:)`, a sequence RxSwift subscribes in the trampoline.
    @inlinable package func subscribedOnTrampoline() -> Observable<Element> {
        subscribesOnTrampoline ? self : Producer { [self] observer in run(observer) }
    }

    /// Subscribes a plain event handler; the core of every subscription.
    /// The returned disposable cancels the subscription. The handler comes owned, so a sequence
    /// that keeps it (a subject, a sink) takes the caller's reference rather than a new one.
    open func run(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeHandler(observer)
    }

    /// Subscribes `subscribe(onNext:)`'s observer, which also takes elements as they are
    /// (`NextObserver.next`, what `on(.next(element))` does). Only where `takesElementObservers`
    /// is true (subjects) is that entry point used: their `onNext` calls it with the element
    /// borrowed. Elsewhere the observer gets events, as any other.
    @usableFromInline func run(takingElements observer: NextObserver<Element>) -> Disposable {
        run { observer.on($0) }
    }

    /// This sequence itself; open so that a test observable can hand out a new wrapper each time, as RxTest's does.
    /// A subclass that overrides it must pass `isItsOwnObservable: false` to its initializer:
    /// `subscribe(onNext:…)` subscribes a sequence that is its own `asObservable()` directly.
    open func asObservable() -> Observable<Element> { self }

    /// Whether `subscribeNext(_:)` is overridden: `subscribe(onNext:)` with no other closure
    /// then hands the closure to the sequence, which delivers to it without a `NextObserver`
    /// between (see `NextSubscribingProducer`). A method, not a stored flag, so that on a final
    /// class that does not override it (a subject) the compiler answers it and `subscribe`
    /// keeps returning its observer as a known type.
    @usableFromInline var subscribesNextDirectly: Bool { false }

    /// Subscribes `onNext` (or nothing) with the events `subscribe(onNext:)` gives a
    /// `NextObserver`, and returns the subscription; asked only where `subscribesNextDirectly`.
    /// An override delivers to the closure from its own sink (or, for a sequence that ends
    /// within the call, from no object at all) instead of through a second observer object.
    @usableFromInline func subscribeNext(_ onNext: __owned ((Element) -> Void)?) -> Disposable {
        let observer = NextObserver(onNext: onNext)
        subscribing {
            observer.setUpstream(run { observer.on($0) })
        }
        return observer
    }

    /// This sequence with `predicate` fused into its own sink, or nil when it has no such form:
    /// `filter` asks first, so `map { … }.filter { … }` subscribes one sink, not two (`map`'s
    /// observable answers, see MapFilter.swift).
    @usableFromInline func fusingFilter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element>? {
        nil
    }
}

/// The events one of rxs's own sequences sends within its subscription, on no scheduler, as an
/// operator may deliver them without subscribing it. Each case belongs to one class, which the
/// operator casts to unchecked to read what it holds.
@usableFromInline enum ImmediateEvents: UInt8 {
    /// Not known: the sequence is subscribed.
    case unknown
    /// A `JustProducer`'s element, then completion.
    case elementThenCompletion
    /// Completion (`empty`).
    case completion
    /// A `FailingProducer`'s error.
    case error
}

extension ObservableConvertibleType {
    /// This sequence as the `Observable` it is, when it is its own `asObservable()` (decided at
    /// compile time where `Self` is a class); nil for one whose `asObservable()` is another
    /// sequence (RxTest's testable observables) and for structs such as `Infallible`.
    @inline(__always)
    @inlinable func ownObservable() -> Observable<Element>? {
        guard let observable = self as? Observable<Element>, observable.isItsOwnObservable else { return nil }
        return observable
    }

    /// Whether `ownObservable()` is this sequence, asked without keeping the cast's result: a
    /// caller that then passes `self as! Observable<Element>` straight to a call borrows it for
    /// that call, where a `let` bound to the cast was retained and released around it.
    @inline(__always)
    @inlinable var isOwnObservable: Bool {
        (self as? Observable<Element>)?.isItsOwnObservable == true
    }
}
