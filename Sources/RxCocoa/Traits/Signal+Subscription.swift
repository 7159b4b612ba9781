import RxSwift
import RxRelay

// `emit`, as RxCocoa's: binds a Signal to observers or relays.
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    @inlinable public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        // One observer (the usual case) is subscribed as it is, as `drive` does; a copy of a
        // longer list for the closure, so the variadic list can live on the caller's stack.
        if observers.count == 1 { return asObservable().subscribe(observers[0]) }
        let kept = observers.map { $0 }
        return asObservable().subscribe { event in kept.forEach { $0.on(event) } }
    }

    @inlinable public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        if observers.count == 1 {
            let observer = observers[0]
            if let binder = observer as? Binder<Element?>, let lifted = binder.liftedHandler() {
                return asObservable().subscribe(lifted)
            }
            return asObservable().subscribe { event in observer.on(event.map(Optional.some)) }
        }
        let kept = observers.map { $0 }
        return asObservable().subscribe { event in kept.forEach { $0.on(event.map(Optional.some)) } }
    }

    @inlinable public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    @inlinable public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes for the side effects alone.
    @inlinable public func emit() -> Disposable {
        asObservable().subscribe()
    }
}
