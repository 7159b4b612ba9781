extension ObservableType {
    /// The source's elements; when it completes without any, the elements and the end of
    /// `other`, which is subscribed only then.
    ///
    /// As in RxSwift, the completed source's subscription is kept until the whole
    /// subscription ends (a hot test source records it as lasting until then).
    @inlinable public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SwitchIfEmptySink(observer: consume observer, other: other)
            let subscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(subscription, sink.otherSubscription))
            subscription.setDisposable(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class SwitchIfEmptySink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let other: Observable<Element>
    @usableFromInline var isEmpty = true
    @usableFromInline let otherSubscription = SingleAssignmentDisposable()

    @inlinable init(observer: @escaping (Event<Element>) -> Void, other: Observable<Element>) {
        self.other = other
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            isEmpty = false
            forwardNext(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            guard isEmpty else {
                forwardCompleted()
                return
            }
            otherSubscription.setDisposable(other.runSubscription(forwardEvent))
        }
    }
}
