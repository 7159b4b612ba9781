/// A type that can be turned into an `Observable`.
public protocol ObservableConvertibleType<Element> {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of events.
public protocol ObservableType<Element>: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    @inlinable public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
