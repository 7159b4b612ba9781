extension ObservableType {
    /// Drops the source's elements until `other` sends an element, then passes them on.
    /// An error from either side ends the sequence. As in RxSwift, a source that completes
    /// before `other` sent an element ends the subscription without sending `completed`.
    @inlinable public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { observer in
            let sink = SkipUntilSink<Element, Source.Element>(observer: consume observer)
            sink.setUpstream(source.run { sink.on($0) })
            sink.otherSubscription.setDisposable(other.run { sink.onOther($0) })
            return sink
        }
    }
}

/// Events of both sources go through one drain, so they reach the observer one at a time
/// and the gate opens between two source events, never during one.
@usableFromInline final class SkipUntilSink<Element, Other>: Sink<Element>, @unchecked Sendable {
    @usableFromInline enum Message {
        case source(Event<Element>)
        case open
        case otherError(Swift.Error)
    }

    @usableFromInline let otherSubscription = SingleAssignmentDisposable()
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline var isOpen = false

    @inlinable func on(_ event: Event<Element>) {
        delivery.run(self, .source(event)) { sink, message in sink.deliver(message) }
    }

    @inlinable func onOther(_ event: Event<Other>) {
        switch event {
        case .next: delivery.run(self, .open) { sink, message in sink.deliver(message) }
        case .error(let error): delivery.run(self, .otherError(error)) { sink, message in sink.deliver(message) }
        case .completed: otherSubscription.dispose()
        }
    }

    @inlinable func deliver(_ message: Message) {
        switch message {
        case .source(.next(let element)):
            if isOpen { forwardNext(element) }
        case .source(.error(let error)), .otherError(let error):
            forwardError(error)
        case .source(.completed):
            if isOpen { forwardCompleted() } else { dispose() }
        case .open:
            isOpen = true
            otherSubscription.dispose()
        }
    }

    @inlinable override func disposeResources() {
        otherSubscription.dispose()
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "skip(until:)")
    @inlinable public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}
