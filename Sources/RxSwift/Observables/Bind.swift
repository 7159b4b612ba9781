// bind(to:) as RxSwift 6 spells it (moved there from RxCocoa in 6.0): on every ObservableType,
// to one or several observers at once, to a binder function, or to a closure.

extension ObservableType {
    /// Sends every event to each of `observers`, in order, as `subscribe` would.
    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        // One observer (`bind(to: label.rx.text)`, the usual case) is subscribed as it is: no
        // closure walking the list, and the list is not kept, so it need not outlive the call.
        if observers.count == 1 { return subscribe(observers[0]) }
        return subscribe(sendingToEach(of: observers))
    }

    /// Sends every event, its element made optional, to each of `observers`.
    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe(sendingOptionalToEach(of: observers))
    }

    /// Hands the sequence to a binder function such as `tableView.rx.items(dataSource:)`.
    @inlinable public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// `bind(to: tableView.rx.items) { tableView, row, element in … }`.
    @inlinable public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// The two above for a main-actor binder: UIKit's `rx` members are main-actor isolated, as
    /// UIKit is, so `tableView.rx.items` named without its arguments is a main-actor function,
    /// which the nonisolated forms cannot take.
    @MainActor @inlinable public func bind<Result>(to binder: @MainActor (Self) -> Result) -> Result {
        binder(self)
    }

    @MainActor @inlinable public func bind<R1, R2>(to binder: @MainActor (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Runs `onNext` for every element. RxSwift stops a debug build on an error here and
    /// prints it in a release build; rxs drops it (no process-stopping calls).
    @inlinable public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}

/// The handler of `bind(to:)`, `drive` and `emit(to:)` for several observers: each event to
/// each, in order. It keeps a copy of the list, so the variadic list itself never outlives the
/// call and the compiler makes it on the caller's stack, not the heap.
@inlinable package func sendingToEach<Observer: ObserverType>(of observers: [Observer]) -> (Event<Observer.Element>) -> Void {
    let kept = observers.map { $0 }
    return { event in kept.forEach { $0.on(event) } }
}

/// The handler of `bind(to:)`, `drive` and `emit(to:)` for observers of optionals: each event,
/// its element made optional, to each. One observer is kept alone, not in a list; a binder that
/// applies elements at once applies them itself (`Binder.liftedHandler()`), with no optional's
/// event and no closure of its own.
@inlinable package func sendingOptionalToEach<Observer: ObserverType, Wrapped>(
    of observers: [Observer]
) -> (Event<Wrapped>) -> Void where Observer.Element == Wrapped? {
    if observers.count == 1 {
        let observer = observers[0]
        if let binder = observer as? Binder<Wrapped?>, let lifted = binder.liftedHandler() { return lifted }
        return { event in observer.on(event.map(Optional.some)) }
    }
    let kept = observers.map { $0 }
    return { event in kept.forEach { $0.on(event.map(Optional.some)) } }
}
