/// Something that receives a sequence's events.
public protocol ObserverType<Element> {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// The element is taken consumed (callers see the same signature): a temporary, such as
    /// `onNext([value])`, moves into the event instead of being retained for it and released after.
    @inlinable public func onNext(_ element: consuming Element) { on(.next(element)) }
    @inlinable public func onCompleted() { on(.completed) }
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }
}
