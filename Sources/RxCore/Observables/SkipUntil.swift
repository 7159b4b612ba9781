extension ObservableType {
    /// Drops the source's elements until `other` sends an element, then passes them on.
    /// An error from either side ends the sequence. As in RxSwift, a source that completes
    /// before `other` sent an element ends the subscription without sending `completed`.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let other = other.asObservable()
        return Producer { observer in
            let sink = SkipUntilSink<Element, Source.Element>(observer: observer)
            sink.setUpstream(source.run { sink.on($0) })
            sink.otherSubscription.setDisposable(other.run { sink.onOther($0) })
            return sink
        }
    }
}

/// Events of both sources go through one drain, so they reach the observer one at a time
/// and the gate opens between two source events, never during one.
private final class SkipUntilSink<Element, Other>: Sink<Element>, @unchecked Sendable {
    private enum Message {
        case source(Event<Element>)
        case open
        case otherError(Swift.Error)
    }

    let otherSubscription = SingleAssignmentDisposable()
    private let delivery = SerialDelivery()
    private var isOpen = false

    func on(_ event: Event<Element>) {
        delivery.run(self, .source(event)) { sink, message in sink.deliver(message) }
    }

    func onOther(_ event: Event<Other>) {
        switch event {
        case .next: delivery.run(self, .open) { sink, message in sink.deliver(message) }
        case .error(let error): delivery.run(self, .otherError(error)) { sink, message in sink.deliver(message) }
        case .completed: otherSubscription.dispose()
        }
    }

    private func deliver(_ message: Message) {
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

    override func disposeResources() {
        otherSubscription.dispose()
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}
