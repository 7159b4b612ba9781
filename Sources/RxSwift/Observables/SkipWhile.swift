extension ObservableType {
    /// Drops elements while `predicate` holds; from the first that fails it, passes on everything.
    @inlinable public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SkipWhileSink(observer: consume observer, predicate: predicate)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class SkipWhileSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline var isPassing = false

    @inlinable init(observer: @escaping (Event<Element>) -> Void, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !isPassing {
                do {
                    isPassing = try !predicate(element)
                } catch {
                    forwardError(error)
                    return
                }
            }
            if isPassing { forwardNext(element) }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "skip(while:)")
    @inlinable public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    @available(*, deprecated, message: "Please use enumerated().skip(while:).map()")
    @inlinable public func skipWhileWithIndex(_ predicate: @escaping (Element, Int) throws -> Bool) -> Observable<Element> {
        enumerated().skip(while: { try predicate($0.element, $0.index) }).map { $0.element }
    }
}
