/// A value that carries an `Event`, so `dematerialize` can unwrap it.
public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: the inverse of `materialize`.
    public func dematerialize() -> Observable<Element.Element> {
        Dematerialize(source: asObservable())
    }
}

private final class Dematerialize<Source: EventConvertible>: Observable<Source.Element> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func run(_ observer: @escaping (Event<Source.Element>) -> Void) -> Disposable {
        let sink = DematerializeSink<Source>(observer: observer)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class DematerializeSink<Source: EventConvertible>: Sink<Source.Element>, @unchecked Sendable {
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element): forwardEvent(element.event)
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
