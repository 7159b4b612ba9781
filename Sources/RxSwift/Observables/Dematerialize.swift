/// A value that carries an `Event`, so `dematerialize` can unwrap it.
public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    @inlinable public var event: Event<Element> { self }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: the inverse of `materialize`.
    @inlinable public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Element.Element>(observer: consume observer)
            sink.setUpstream(source.run { event in
                switch event {
                case .next(let element): sink.forwardEvent(element.event)
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            })
            return sink
        }
    }
}
