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
        outerSubscription.setDisposable(source.run { [self] event in onOuter(event) })
        return self
    }

    /// Treats `sources` as the outer sequence's elements followed by its completion.
    @inlinable func run<Sources: Sequence>(elements sources: Sources) -> Disposable where Sources.Element == SourceElement {
        for source in sources {
            guard !hasStopped else { break }
            onOuter(.next(source))
        }
        onOuter(.completed)
        return self
    }

    /// State changes, the selector and forwarding happen holding the delivery's lock, as in
    /// RxSwift; subscribing to an inner sequence and disposing happen after releasing it, so
    /// an inner sequence whose subscription waits for another thread that is delivering to
    /// this sink cannot deadlock (RxSwift #1344, #2711).
    @inlinable func onOuter(_ event: Event<SourceElement>) {
        let step = delivery.performLocked { handleOuter(event) }
        perform(step)
    }

    @inlinable func handleOuter(_ event: Event<SourceElement>) -> MergeStep<Inner> {
        guard !hasStopped else { return .none }
        switch event {
        case .next(let element):
            if activeCount >= maxConcurrent && overflow == .drop { return .none }
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                return stop(with: .error(error)) ? .disposeAll : .none
            }
            if activeCount < maxConcurrent {
                activeCount += 1
                return .subscribe(inner)
            }
            waiting.append(inner)
            return .none
        case .error(let error):
            return stop(with: .error(error)) ? .disposeAll : .none
        case .completed:
            isOuterDone = true
            if activeCount == 0 { return stop(with: .completed) ? .disposeAll : .none }
            return .disposeOuter
        }
    }

    /// Runs outside the delivery's lock.
    @inlinable func perform(_ step: MergeStep<Inner>) {
        switch step {
        case .none: break
        case .subscribe(let inner): subscribe(inner)
        case .disposeOuter: outerSubscription.dispose()
        case .disposeInner(let key, let next):
            subscriptions.remove(for: key)
            if let next { subscribe(next) }
        case .disposeAll: dispose()
        }
    }

    /// Subscribes `inner`, unless this frame is too deep in inners that complete while being
    /// subscribed: then a frame further up subscribes it.
    @inlinable func subscribe(_ inner: Inner) {
        let now = delivery.performLocked { () -> Bool in
            guard nesting < Self.nestingLimit else {
                deferred.append(inner)
                return false
            }
            nesting += 1
            return true
        }
        guard now else { return }
        subscribeNow(inner)
        while let next = delivery.performLocked({ takeDeferred() }) {
            if !hasStopped { subscribeNow(next) }
        }
        delivery.performLocked { nesting -= 1 }
    }

    @inlinable func takeDeferred() -> Inner? {
        guard deferredHead < deferred.count else { return nil }
        let next = deferred[deferredHead]
        deferredHead += 1
        if deferredHead == deferred.count {
            deferred.removeAll(keepingCapacity: true)
            deferredHead = 0
        }
        return next
    }

    @inlinable func subscribeNow(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = subscriptions.insert(subscription) else { return }
        let source = inner.asObservable()
        subscription.setDisposable(source.run { [self] event in
            let step = delivery.performLocked { handleInner(event, key: key) }
            perform(step)
        })
    }

    @inlinable func handleInner(_ event: Event<Inner.Element>, key: CompositeDisposable.DisposeKey) -> MergeStep<Inner> {
        guard !hasStopped else { return .none }
        switch event {
        case .next(let element):
            forwardNext(element)
            return .none
        case .error(let error):
            return stop(with: .error(error)) ? .disposeAll : .none
        case .completed:
            if waitingHead < waiting.count {
                let next = waiting[waitingHead]
                waitingHead += 1
                if waitingHead == waiting.count {
                    waiting.removeAll(keepingCapacity: true)
                    waitingHead = 0
                }
                return .disposeInner(key, next: next)
            }
            activeCount -= 1
            if isOuterDone && activeCount == 0 { return stop(with: .completed) ? .disposeAll : .none }
            return .disposeInner(key, next: nil)
        }
    }
}

/// What a merge event leaves to do once the delivery's lock is released.
@usableFromInline enum MergeStep<Inner> {
    case none
    case subscribe(Inner)
    case disposeOuter
    /// Dispose a completed inner's subscription, then subscribe the next waiting one.
    case disposeInner(CompositeDisposable.DisposeKey, next: Inner?)
    case disposeAll
}
