/// Whether `take(while:)` and `take(until:)` also send the element that ends them.
public enum TakeBehavior: Sendable {
    /// Send the element that ends the sequence, then complete.
    case inclusive
    /// Complete without sending the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Elements while `predicate` holds; completes at the first element that fails it.
    public func take(while predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeWhile(source: asObservable(), predicate: predicate, behavior: behavior)
    }
}

final class TakeWhile<Element>: Observable<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior) {
        self.source = source
        self.predicate = predicate
        self.behavior = behavior
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = TakeWhileSink(observer: observer, predicate: predicate, behavior: behavior)
        sink.setUpstream(source.run(sink.on))
        return sink
    }
}

private final class TakeWhileSink<Element>: Sink<Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(observer: @escaping (Event<Element>) -> Void, predicate: @escaping (Element) throws -> Bool,
         behavior: TakeBehavior) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if try predicate(element) {
                    forwardNext(element)
                } else {
                    if behavior == .inclusive { forwardNext(element) }
                    forwardCompleted()
                }
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
