// bind(to:) for Infallible, as RxSwift spells it; an Infallible has no error to lose.

extension InfallibleType {
    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        // One observer (the usual case) is subscribed as it is, as Observable's `bind(to:)` does.
        if observers.count == 1 { return subscribe(observers[0]) }
        return subscribe(sendingToEach(of: observers))
    }

    @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        subscribe(sendingOptionalToEach(of: observers))
    }

    /// Hands the sequence to a binder function.
    @inlinable public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// `bind(to:)` for a main-actor binder (`tableView.rx.items`), as `ObservableType`'s.
    @MainActor @inlinable public func bind<Result>(to binder: @MainActor (Self) -> Result) -> Result {
        binder(self)
    }

    @MainActor @inlinable public func bind<R1, R2>(to binder: @MainActor (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    @inlinable public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    @inlinable public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}
