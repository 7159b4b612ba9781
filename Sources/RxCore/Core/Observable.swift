/// The base class of every sequence. Operators subclass it and override `run`.
open class Observable<Element>: ObservableType {
    public init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            return run(erased.handler)
        }
        return run(observer.on)
    }

    /// Subscribes a plain event handler; the core of every subscription.
    /// The returned disposable cancels the subscription.
    open func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        observer(.completed)
        return Disposables.create()
    }

    public func asObservable() -> Observable<Element> { self }
}
