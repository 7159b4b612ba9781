/// Something that receives a sequence's events.
public protocol ObserverType<Element> {
    associatedtype Element
    func on(_ event: Event<Element>)
}

extension ObserverType {
    @inlinable public func onNext(_ element: Element) { on(.next(element)) }
    @inlinable public func onCompleted() { on(.completed) }
    @inlinable public func onError(_ error: Swift.Error) { on(.error(error)) }
}
