extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first, disposing the other.
    @inlinable public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        Self.amb([asObservable(), right.asObservable()])
    }

    /// Mirrors whichever of `sequence` sends an event first, disposing all the others.
    /// An empty `sequence` never sends anything, as in RxSwift.
    @inlinable public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        return Producer { observer in
            AmbSink(observer: consume observer, count: sources.count).run(sources)
        }
    }
}

@usableFromInline final class AmbSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]
    /// The index of the source that sent the first event; touched only inside `delivery`.
    @usableFromInline var winner: Int?

    @inlinable init(observer: @escaping (Event<Element>) -> Void, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
        setUpstream(Disposables.create(subscriptions))
    }

    @inlinable func run(_ sources: [Observable<Element>]) -> Disposable {
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.run { [self] event in
                delivery.run(self, (index, event)) { sink, input in sink.handle(input.1, from: input.0) }
            })
        }
        return self
    }

    @inlinable func handle(_ event: Event<Element>, from index: Int) {
        if winner == nil {
            winner = index
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
        }
        guard winner == index else { return }
        forwardEvent(event)
    }
}
