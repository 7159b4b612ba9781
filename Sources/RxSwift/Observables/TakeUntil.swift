extension ObservableType {
    /// The source's elements until `other` sends an element, then completion. An error
    /// from `other` ends the sequence; `other` completing without an element changes nothing.
    @inlinable public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { observer in
            let sink = TakeUntilSink<Element, Source.Element>(observer: consume observer)
            // As RxSwift: `other` first, so an `other` that fires at once stops the source's events.
            sink.otherSubscription.setDisposable(other.run { sink.onOther($0) })
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }

    /// Elements until one satisfies `predicate`; then completes (after sending that element
    /// when `behavior` is `.inclusive`).
    @inlinable public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}

/// Events of both sources go through one serial delivery, so they reach the observer one at a time.
@usableFromInline final class TakeUntilSink<Element, Other>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()
    @usableFromInline let delivery = SerialDelivery()

    @inlinable func on(_ event: Event<Element>) {
        delivery.run(self, event) { sink, event in sink.forwardEvent(event) }
    }

    @inlinable func onOther(_ event: Event<Other>) {
        switch event {
        case .next: delivery.run(self, .completed) { sink, event in sink.forwardEvent(event) }
        case .error(let error): delivery.run(self, .error(error)) { sink, event in sink.forwardEvent(event) }
        case .completed: otherSubscription.dispose()
        }
    }

    @inlinable override func disposeResources() {
        otherSubscription.dispose()
    }
}

@available(*, deprecated, renamed: "TakeBehavior")
public typealias TakeUntilBehavior = TakeBehavior

extension ObservableType {
    @available(*, deprecated, renamed: "take(until:)")
    @inlinable public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    @available(*, deprecated, renamed: "take(until:behavior:)")
    @inlinable public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }
}
