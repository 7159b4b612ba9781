extension ObservableType {
    /// Passes on the only element and completes; `RxError.noElements` if there is none,
    /// `RxError.moreThanOneElement` as soon as a second one arrives.
    @inlinable public func single() -> Observable<Element> {
        singleElement(matching: nil)
    }

    /// Like `single()`, counting only the elements that satisfy `predicate`.
    @inlinable public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        singleElement(matching: predicate)
    }

    @inlinable func singleElement(matching predicate: ((Element) throws -> Bool)?) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SingleElementSink(observer: consume observer, predicate: predicate)
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class SingleElementSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let predicate: ((Element) throws -> Bool)?
    @usableFromInline var hasSeenElement = false

    @inlinable init(observer: @escaping (Event<Element>) -> Void, predicate: ((Element) throws -> Bool)?) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                guard try predicate?(element) ?? true else { return }
            } catch {
                forwardError(error)
                return
            }
            if hasSeenElement {
                forwardError(RxError.moreThanOneElement)
            } else {
                hasSeenElement = true
                forwardNext(element)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            if hasSeenElement { forwardCompleted() } else { forwardError(RxError.noElements) }
        }
    }
}
