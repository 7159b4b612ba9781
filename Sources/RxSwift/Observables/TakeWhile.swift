/// Whether `take(while:)` and `take(until:)` also send the element that ends them.
public enum TakeBehavior: Sendable {
    /// Send the element that ends the sequence, then complete.
    case inclusive
    /// Complete without sending the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Elements while `predicate` holds; completes at the first element that fails it.
    @inlinable public func take(while predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: consume observer)
            sink.setUpstream(source.run { event in
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) {
                            sink.forwardNext(element)
                        } else {
                            if behavior == .inclusive { sink.forwardNext(element) }
                            sink.forwardCompleted()
                        }
                    } catch {
                        sink.forwardError(error)
                    }
                case .error(let error): sink.forwardError(error)
                case .completed: sink.forwardCompleted()
                }
            })
            return sink
        }
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "take(while:)")
    @inlinable public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    @available(*, deprecated, message: "Please use enumerated().take(while:).map()")
    @inlinable public func takeWhileWithIndex(_ predicate: @escaping (Element, Int) throws -> Bool) -> Observable<Element> {
        enumerated().take(while: { try predicate($0.element, $0.index) }).map { $0.element }
    }
}
