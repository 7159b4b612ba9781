extension ObservableType {
    /// The elements of each sequence in turn, moving on to the next one when one fails:
    /// completes when one completes, and when all have failed ends with the last error
    /// (an empty `sequence` just completes). The sequence is walked lazily.
    @inlinable public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Producer { observer in
            let sink = CatchSequenceSink(observer: consume observer, iterator: sequence.makeIterator())
            sink.start()
            return sink
        }
    }

    @available(*, deprecated, renamed: "catch(sequence:)")
    @inlinable public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

/// Subscribes to one source at a time, as concat does, moving on at an error instead of at
/// completion. Elements pass straight through; moving to the next source goes through an
/// `AsyncLock` as in RxSwift (its TailRecursiveSink), so the next source is subscribed holding
/// no lock, and a source failing synchronously inside its own subscription does not recurse:
/// the move is queued and made once the subscription call has returned.
@usableFromInline final class CatchSequenceSink<Iterator: IteratorProtocol, Element>: Sink<Element>, @unchecked Sendable
where Iterator.Element == Observable<Element> {
    @usableFromInline let gate = AsyncLock()
    @usableFromInline let current = SerialDisposable()
    /// Touched only inside the gate's actions, which run one at a time.
    @usableFromInline var iterator: Iterator
    @usableFromInline var lastError: Swift.Error?

    @inlinable init(observer: @escaping (Event<Element>) -> Void, iterator: Iterator) {
        self.iterator = iterator
        super.init(observer: observer)
        setUpstream(current)
    }

    @inlinable func start() {
        gate.invoke { [self] in subscribeNext() }
    }

    @inlinable func subscribeNext() {
        guard !isDisposed else { return }
        guard let source = iterator.next() else {
            if let lastError { forwardError(lastError) } else { forwardCompleted() }
            return
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(source.runSubscription { [self] event in handle(event) })
    }

    @inlinable func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error(let error):
            gate.invoke { [self] in
                lastError = error
                subscribeNext()
            }
        case .completed: forwardCompleted()
        }
    }
}
