extension ObservableType {
    /// A sequence of sequences flattened by a `MergeSink`: merge(), flatMap, concatMap and friends.
    @inlinable func flatten<Inner: ObservableConvertibleType>(
        maxConcurrent: Int, overflow: MergeSink<Element, Inner>.Overflow = .wait,
        selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        return Producer { observer in
            MergeSink(observer: observer, maxConcurrent: maxConcurrent, overflow: overflow, selector: selector)
                .run(source)
        }
    }
}

/// The subscription behind merge, merge(maxConcurrent:), concat(), flatMap, flatMapFirst and
/// concatMap: subscribes to an inner sequence per outer element and forwards what the inners emit.
///
/// Completes when the outer sequence and every inner one have completed; any error ends it.
/// Events from the outer and inner sequences go through one `SerialDelivery`, so the state
/// below is only touched by one thread at a time and events downstream never overlap.
@usableFromInline final class MergeSink<SourceElement, Inner: ObservableConvertibleType>: Sink<Inner.Element>, @unchecked Sendable {
    /// What to do with an outer element while `maxConcurrent` inners are active.
    @usableFromInline enum Overflow {
        /// Keep it and subscribe when an inner completes (merge(maxConcurrent:), concat).
        case wait
        /// Ignore it without calling the selector (flatMapFirst).
        case drop
    }

    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let maxConcurrent: Int
    @usableFromInline let overflow: Overflow
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline let subscriptions = CompositeDisposable()
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()

    @usableFromInline @exclusivity(unchecked) var activeCount = 0
    @usableFromInline @exclusivity(unchecked) var isOuterDone = false
    @usableFromInline @exclusivity(unchecked) var waiting: [Inner] = []
    @usableFromInline @exclusivity(unchecked) var waitingHead = 0

    /// Inners that complete while they are being subscribed start the next one nested, as in
    /// RxSwift; past this depth the next one is started by a frame further up instead, so a
    /// long run of synchronous inners (concatMap over `just`) cannot overflow the stack.
    @inlinable static var nestingLimit: Int { 64 }
    @usableFromInline @exclusivity(unchecked) var nesting = 0
    @usableFromInline @exclusivity(unchecked) var deferred: [Inner] = []
    @usableFromInline @exclusivity(unchecked) var deferredHead = 0

    @inlinable init(observer: @escaping (Event<Inner.Element>) -> Void, maxConcurrent: Int = Int.max,
         overflow: Overflow = .wait, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        self.maxConcurrent = max(1, maxConcurrent)
        self.overflow = overflow
        super.init(observer: observer)
        subscriptions.insert(outerSubscription)
        setUpstream(subscriptions)
    }

    /// Subscribes to the outer sequence.
    @inlinable func run(_ source: Observable<SourceElement>) -> Disposable {
        outerSubscription.setDisposable(source.run { [self] event in
            delivery.run(self, event) { sink, event in sink.handleOuter(event) }
        })
        return self
    }

    /// Treats `sources` as the outer sequence's elements followed by its completion.
    @inlinable func run<Sources: Sequence>(elements sources: Sources) -> Disposable where Sources.Element == SourceElement {
        delivery.run(self, sources) { sink, sources in
            for source in sources { sink.handleOuter(.next(source)) }
            sink.handleOuter(.completed)
        }
        return self
    }

    @inlinable func handleOuter(_ event: Event<SourceElement>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if activeCount >= maxConcurrent && overflow == .drop { return }
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                forwardError(error)
                return
            }
            if activeCount < maxConcurrent {
                activeCount += 1
                subscribe(inner)
            } else {
                waiting.append(inner)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            isOuterDone = true
            outerSubscription.dispose()
            completeIfDone()
        }
    }

    @inlinable func subscribe(_ inner: Inner) {
        guard nesting < Self.nestingLimit else {
            deferred.append(inner)
            return
        }
        nesting += 1
        subscribeNow(inner)
        while deferredHead < deferred.count {
            let next = deferred[deferredHead]
            deferredHead += 1
            if deferredHead == deferred.count {
                deferred.removeAll(keepingCapacity: true)
                deferredHead = 0
            }
            if !isDisposed { subscribeNow(next) }
        }
        nesting -= 1
    }

    @inlinable func subscribeNow(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = subscriptions.insert(subscription) else { return }
        let source = inner.asObservable()
        subscription.setDisposable(delivery.subscribeNested {
            source.run { [self] event in
                delivery.runNested(self, (event, key)) { sink, input in sink.handleInner(input.0, key: input.1) }
            }
        })
    }

    @inlinable func handleInner(_ event: Event<Inner.Element>, key: CompositeDisposable.DisposeKey) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            subscriptions.remove(for: key)
            if waitingHead < waiting.count {
                let next = waiting[waitingHead]
                waitingHead += 1
                if waitingHead == waiting.count {
                    waiting.removeAll(keepingCapacity: true)
                    waitingHead = 0
                }
                subscribe(next)
            } else {
                activeCount -= 1
                completeIfDone()
            }
        }
    }

    @inlinable func completeIfDone() {
        if isOuterDone && activeCount == 0 { forwardCompleted() }
    }
}
