extension ObservableType {
    /// A sequence of sequences flattened by a `MergeSink`: merge(), flatMap, concatMap and friends.
    @inlinable func flatten<Inner: ObservableConvertibleType>(
        maxConcurrent: Int, overflow: MergeSink<Element, Inner>.Overflow = .wait,
        selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        return Producer { observer in
            MergeSink(observer: consume observer, maxConcurrent: maxConcurrent, overflow: overflow, selector: selector)
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
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    /// The running inners, oldest first, disposed in that order after the outer subscription
    /// when this sink is (as a CompositeDisposable holding them would, without its dictionary).
    @usableFromInline let inners = MergeInnerList<SourceElement, Inner>()

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
        setUpstream(outerSubscription)
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

    @inlinable func handleOuter(_ event: Event<SourceElement>) -> MergeStep<SourceElement, Inner> {
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
                // With no limit (flatMap, merge) nothing waits for an inner to end: one whose
                // events rxs knows is delivered here, without subscribing it.
                if maxConcurrent == Int.max, let known = inner.ownObservable(), known.immediateEvents != .unknown {
                    return deliverImmediately(known)
                }
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

    /// Under the lock: the events a subscription of `inner` would send (see `ImmediateEvents`),
    /// as `handleInner` takes them, in this one critical section where RxSwift releases the lock
    /// before the inner's subscription and between its events (the interleaving where nothing
    /// came between). The inner counts as running while its element is out, as a subscribed one
    /// would: an outer completion sent from the element waits for the inner's completion.
    @inlinable func deliverImmediately(_ inner: Observable<Inner.Element>) -> MergeStep<SourceElement, Inner> {
        switch inner.immediateEvents {
        case .elementThenCompletion:
            activeCount += 1
            forwardNext(unsafeDowncast(inner, to: JustProducer<Inner.Element>.self).element)
            guard !hasStopped else { return .none }
            activeCount -= 1
        case .completion:
            break
        case .error:
            let error = unsafeDowncast(inner, to: FailingProducer<Inner.Element>.self).error
            return stop(with: .error(error)) ? .disposeAll : .none
        case .unknown:
            return .none // not asked: the caller subscribes such an inner
        }
        if isOuterDone && activeCount == 0 { return stop(with: .completed) ? .disposeAll : .none }
        return .none
    }

    /// Runs outside the delivery's lock.
    @inlinable func perform(_ step: MergeStep<SourceElement, Inner>) {
        switch step {
        case .none: break
        case .subscribe(let inner): subscribe(inner)
        case .disposeOuter: outerSubscription.dispose()
        case .disposeInner(let observer, let next):
            inners.remove(observer)
            observer.dispose()
            if let next { subscribe(next) }
        case .disposeAll: dispose()
        }
    }

    /// Disposes the running inners, oldest first, after the outer subscription (the upstream).
    @inlinable override func disposeResources() {
        inners.disposeAll()
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
        // The last look for deferred inners and leaving the nesting level in one locked step.
        while let next = delivery.performLocked({ () -> Inner? in
            if let next = takeDeferred() { return next }
            nesting -= 1
            return nil
        }) {
            if !hasStopped { subscribeNow(next) }
        }
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

    /// One object per inner is its observer and its subscription; a closure capturing only it
    /// has it as its context (no allocation).
    @inlinable func subscribeNow(_ inner: Inner) {
        guard let observer = inners.append(for: self) else { return }
        let source = inner.asObservable()
        observer.setUpstream(source.runSubscription { event in observer.on(event) })
    }

    /// An inner's event. The lock is the sink's own (reached from the observer, the compiler
    /// retained and released it around each event).
    @inlinable func onInner(_ event: Event<Inner.Element>, from observer: MergeInnerObserver<SourceElement, Inner>) {
        delivery.lock()
        let step = handleInner(event, from: observer)
        delivery.unlock()
        perform(step)
    }

    @inlinable func handleInner(_ event: Event<Inner.Element>,
                                from observer: MergeInnerObserver<SourceElement, Inner>) -> MergeStep<SourceElement, Inner> {
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
                return .disposeInner(observer, next: next)
            }
            activeCount -= 1
            if isOuterDone && activeCount == 0 { return stop(with: .completed) ? .disposeAll : .none }
            return .disposeInner(observer, next: nil)
        }
    }
}

/// What a merge event leaves to do once the delivery's lock is released.
@usableFromInline enum MergeStep<SourceElement, Inner: ObservableConvertibleType> {
    case none
    case subscribe(Inner)
    case disposeOuter
    /// Dispose a completed inner's subscription, then subscribe the next waiting one.
    case disposeInner(MergeInnerObserver<SourceElement, Inner>, next: Inner?)
    case disposeAll
}

/// The observer of one inner sequence of a MergeSink and its subscription (RxSwift needs a
/// SingleAssignmentDisposable and an observer for this), linked into the sink's `inners`.
@usableFromInline final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType>: DisposeBase,
    @unchecked Sendable {
    @usableFromInline let sink: MergeSink<SourceElement, Inner>
    /// The list's links, guarded by its lock. Unmanaged: the list holds one reference to each
    /// listed observer, taken when it is appended and given up when it is removed, so moving
    /// links costs no retain or release.
    @usableFromInline @exclusivity(unchecked) var next: Unmanaged<MergeInnerObserver>?
    @usableFromInline @exclusivity(unchecked) var previous: Unmanaged<MergeInnerObserver>?
    @usableFromInline @exclusivity(unchecked) var isListed = false

    @inlinable init(sink: MergeSink<SourceElement, Inner>) {
        self.sink = sink
    }

    @inlinable func on(_ event: Event<Inner.Element>) {
        sink.onInner(event, from: self)
    }
}

/// A MergeSink's running inners, oldest first: appended when subscribed, removed when they end,
/// all taken and disposed when the sink is. Its own small lock, as a CompositeDisposable's: the
/// sink's delivery lock is not taken to dispose.
@usableFromInline final class MergeInnerList<SourceElement, Inner: ObservableConvertibleType>: @unchecked Sendable {
    @usableFromInline typealias Observer = MergeInnerObserver<SourceElement, Inner>

    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var head: Unmanaged<Observer>?
    @usableFromInline @exclusivity(unchecked) var tail: Unmanaged<Observer>?
    @usableFromInline @exclusivity(unchecked) var isDisposed = false

    @inlinable init() {}

    /// Releases what is still listed if the sink is freed without being disposed.
    deinit {
        var current = head
        while let link = current {
            current = link.takeUnretainedValue().next
            link.release()
        }
    }

    /// A new listed observer for the next inner of `sink`; nil once the list was disposed.
    ///
    /// Not an ended inner's observer again, as flatMapLatest does: a spare kept here would hold
    /// the sink (sink, list, spare, sink) after its outer sequence went away undisposed.
    @inlinable func append(for sink: MergeSink<SourceElement, Inner>) -> Observer? {
        lock.withLock { () -> Observer? in
            guard !isDisposed else { return nil }
            let observer = Observer(sink: sink)
            let link = Unmanaged.passRetained(observer)
            observer.isListed = true
            observer.previous = tail
            if let tail { tail.takeUnretainedValue().next = link } else { head = link }
            tail = link
            return observer
        }
    }

    /// Unlinks `observer` if it is still listed and lets go of the list's reference to it (the
    /// caller holds another).
    @inlinable func remove(_ observer: Observer) {
        lock.withLock {
            guard observer.isListed else { return }
            observer.isListed = false
            let (previous, next) = (observer.previous, observer.next)
            if let previous { previous.takeUnretainedValue().next = next } else { head = next }
            if let next { next.takeUnretainedValue().previous = previous } else { tail = previous }
            observer.next = nil
            observer.previous = nil
            Unmanaged.passUnretained(observer).release()
        }
    }

    /// Takes every listed observer and disposes them, oldest first; later appends fail.
    @inlinable func disposeAll() {
        let taken = lock.withLock { () -> [Observer] in
            isDisposed = true
            var taken: [Observer] = []
            var current = head
            head = nil
            tail = nil
            while let link = current {
                let observer = link.takeRetainedValue()
                observer.isListed = false
                current = observer.next
                observer.next = nil
                observer.previous = nil
                taken.append(observer)
            }
            return taken
        }
        for observer in taken { observer.dispose() }
    }
}
