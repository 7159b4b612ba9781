import RxSwift
import RxRelay

// `drive`, as RxCocoa's: binds a Driver to observers, relays or a binder function.
extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    @inlinable public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        // One observer (the usual case) is subscribed as it is, as `bind(to:)` does.
        if observers.count == 1 { return asObservable().subscribe(observers[0]) }
        return asObservable().subscribe(sendingToEach(of: observers))
    }

    @inlinable public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().subscribe(sendingOptionalToEach(of: observers))
    }

    @inlinable public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func drive(_ relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    @inlinable public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the sequence to a binder function such as `tableView.rx.items(dataSource:)`.
    @inlinable public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// `drive(tableView.rx.items) { tableView, row, element in … }`.
    @inlinable public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }

    /// The two above for a main-actor binder (`tableView.rx.items` named without its
    /// arguments: UIKit's `rx` members are main-actor isolated, as UIKit is).
    @MainActor @inlinable public func drive<Result>(_ transformation: @MainActor (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    @MainActor @inlinable public func drive<R1, R2>(_ with: @MainActor (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }

    @inlinable public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    @inlinable public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes for the side effects alone.
    @inlinable public func drive() -> Disposable {
        asObservable().subscribe()
    }
}
