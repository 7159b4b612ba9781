extension ObservableType {
    /// Combines each element with the latest element of `second`; elements arriving before
    /// `second` has emitted are dropped. Completes with this sequence; `second` completing
    /// only stops updating the latest element.
    @inlinable public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        let (first, second) = (asObservable(), second.asObservable())
        return Producer { observer in
            WithLatestFromSink(observer: consume observer, resultSelector: resultSelector).run(first: first, second: second)
        }
    }

    /// The latest element of `second` at each element of this sequence.
    @inlinable public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// Subscribes to `second` first, so a value it has at hand is there for the first element.
@usableFromInline final class WithLatestFromSink<First, Second, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let resultSelector: (First, Second) throws -> Result
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline let firstSubscription = SingleAssignmentDisposable()
    @usableFromInline let secondSubscription = SingleAssignmentDisposable()
    /// Touched only inside `delivery`.
    @usableFromInline var latest: Second?

    @inlinable init(observer: @escaping (Event<Result>) -> Void, resultSelector: @escaping (First, Second) throws -> Result) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
        setUpstream(Disposables.create(firstSubscription, secondSubscription))
    }

    @inlinable func run(first: Observable<First>, second: Observable<Second>) -> Disposable {
        secondSubscription.setDisposable(second.run { [self] event in
            delivery.run(self, event) { sink, event in sink.handleSecond(event) }
        })
        firstSubscription.setDisposable(first.run { [self] event in
            delivery.run(self, event) { sink, event in sink.handleFirst(event) }
        })
        return self
    }

    @inlinable func handleFirst(_ event: Event<First>) {
        switch event {
        case .next(let element):
            guard let latest else { return }
            do { forwardNext(try resultSelector(element, latest)) } catch { forwardError(error) }
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }

    @inlinable func handleSecond(_ event: Event<Second>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element): latest = element
        case .error(let error): forwardError(error)
        case .completed: secondSubscription.dispose()
        }
    }
}
