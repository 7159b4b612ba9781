/// A type-erased observer, as passed to `Observable.create`.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler

    public init(eventHandler: @escaping EventHandler) {
        handler = eventHandler
    }

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            handler = erased.handler
        } else {
            handler = { observer.on($0) }
        }
    }

    @inlinable
    public func on(_ event: Event<Element>) { handler(event) }

    public func asObserver() -> AnyObserver<Element> { self }

    /// An observer that transforms elements before passing them on.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver<Result> { event in self.handler(event.map(transform)) }
    }
}

extension ObserverType {
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements before passing them to this one; a transform
    /// that throws sends its error instead.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver<Result> { event in self.on(event.map(transform)) }
    }
}
