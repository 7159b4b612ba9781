extension ObservableType {
    /// Emits the elements of each sequence in turn; the next one is subscribed when the
    /// previous one completes. The sequence is walked lazily.
    @inlinable public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        concatLazily(sequence)
    }

    @inlinable public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        concatLazily(collection)
    }

    @inlinable public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concatLazily(sources)
    }

    /// This sequence's elements, then `second`'s once this one completes.
    @inlinable public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Self.concatLazily([asObservable(), second.asObservable()])
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Emits the elements of each inner sequence in turn, subscribing to the next inner one
    /// when the previous completes.
    @inlinable public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

extension ObservableType {
    @inlinable static func concatLazily<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Producer { observer in
            let sink = ConcatSink(observer: consume observer, iterator: sources.makeIterator())
            sink.start()
            return sink
        }
    }
}

/// Subscribes to one source at a time. Elements pass straight through; moving to the next
/// source goes through an `AsyncLock` as in RxSwift, so a source completing synchronously
/// inside its own subscription does not recurse into the next one: the move is queued and
/// made once the subscription call has returned.
@usableFromInline final class ConcatSink<Iterator: IteratorProtocol, Element>: Sink<Element>, @unchecked Sendable
where Iterator.Element == Observable<Element> {
    @usableFromInline let gate = AsyncLock()
    @usableFromInline let current = SerialDisposable()
    @usableFromInline var iterator: Iterator

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
            forwardCompleted()
            return
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(source.runSubscription { [self] event in handle(event) })
    }

    @inlinable func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error(let error): forwardError(error)
        case .completed: gate.invoke { [self] in subscribeNext() }
        }
    }
}
