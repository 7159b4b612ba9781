/// A type-erased observer, as passed to `Observable.create`.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline let handler: EventHandler

    @inlinable public init(eventHandler: @escaping EventHandler) {
        handler = eventHandler
    }

    @inlinable public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            handler = erased.handler
        } else {
            handler = { observer.on($0) }
        }
    }

    @inlinable public func on(_ event: Event<Element>) { handler(event) }

    @inlinable public func asObserver() -> AnyObserver<Element> { self }

    /// An observer that transforms elements before passing them on.
    @inlinable public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver<Result> { event in self.handler(event.map(transform)) }
    }
}

extension ObserverType {
    @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements before passing them to this one; a transform
    /// that throws sends its error instead.
    @inlinable public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver<Result> { event in self.on(event.map(transform)) }
    }
}
