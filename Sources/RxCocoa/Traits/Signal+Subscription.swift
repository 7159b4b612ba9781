import RxSwift
import RxRelay

// `emit`, as RxCocoa's: binds a Signal to observers or relays.
extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    @inlinable public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        // One observer (the usual case) is subscribed as it is, as `drive` does.
        if observers.count == 1 { return asObservable().subscribe(observers[0]) }
        return asObservable().subscribe(sendingToEach(of: observers))
    }

    @inlinable public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().subscribe(sendingOptionalToEach(of: observers))
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
