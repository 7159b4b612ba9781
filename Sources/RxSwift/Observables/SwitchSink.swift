import Synchronization

extension ObservableType {
    /// A sequence of sequences followed by a `SwitchSink`: switchLatest and flatMapLatest.
    @inlinable func switchTo<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        StatefulProducer(state: SwitchState(source: asObservable(), selector: selector)) { state, observer in
            SwitchSink(observer: consume observer, selector: state.selector).run(state.source)
        }
    }
}

/// What a switching observable keeps: its source and its selector.
@usableFromInline struct SwitchState<SourceElement, Inner> {
    @usableFromInline let source: Observable<SourceElement>
    @usableFromInline let selector: (SourceElement) throws -> Inner

    @inlinable init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }
}

/// The subscription behind switchLatest and flatMapLatest: follows only the newest inner
/// sequence, disposing the previous one (cancelling its work) before subscribing the next.
///
/// Completes when the outer sequence has completed and the newest inner one has too.
/// As in RxSwift, the state changes under the lock and the newest inner is subscribed outside
/// it, so an inner that re-entrantly sends a new outer element simply becomes the older one.
@usableFromInline final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>: Sink<Inner.Element>, @unchecked Sendable {
    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    /// The newest inner's observer and subscription; guarded by `delivery`.
    @usableFromInline @exclusivity(unchecked) var current: SwitchInnerObserver<SourceElement, Inner>?

    /// Identifies the newest inner sequence; events of older ones are dropped.
    @usableFromInline @exclusivity(unchecked) var latest = 0
    @usableFromInline @exclusivity(unchecked) var hasLatest = false
    @usableFromInline @exclusivity(unchecked) var isOuterDone = false

    @inlinable init(observer: @escaping (Event<Inner.Element>) -> Void, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        super.init(observer: observer)
        setUpstream(outerSubscription)
    }

    @inlinable func run(_ source: Observable<SourceElement>) -> Disposable {
        outerSubscription.setDisposable(source.run { [self] event in handleOuter(event) })
        return self
    }

    @inlinable func handleOuter(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            // Taken and released here rather than through `performLocked`: its closure, with
            // `nextInner` inlined, was a call and a frame of its own per element (rxbench d).
            delivery.lock()
            let next = nextInner(for: element)
            delivery.unlock()
            guard let next else { return }
            switch next {
            case .subscribe(let inner, let observer, let previous):
                // The previous inner goes before the next one starts (a request is cancelled first).
                previous?.dispose()
                // A closure capturing only the observer has it as its context: no allocation.
                observer.setUpstream(inner.runSubscription { event in observer.on(event) })
            case .deliverAfterDisposing(let running, let inner, let id):
                running.dispose()
                delivery.performLocked { deliverImmediately(inner, id: id) }
            }
        case .error(let error):
            delivery.run(self, error) { sink, error in sink.forwardError(error) }
        case .completed:
            delivery.run(self, ()) { sink, _ in
                sink.isOuterDone = true
                sink.outerSubscription.dispose()
                if !sink.hasLatest { sink.forwardCompleted() }
            }
        }
    }

    /// An inner sequence's event, delivered under the lock. The observer goes in as the owner,
    /// not in a tuple with the event: packing it would retain and release it around each event.
    @inline(__always)
    @inlinable func innerEvent(_ event: Event<Inner.Element>, from observer: SwitchInnerObserver<SourceElement, Inner>) {
        delivery.run(observer, event) { observer, event in
            observer.sink.handleInner(event, id: observer.id, subscription: observer)
        }
    }

    /// What `handleOuter` does with the next inner sequence once out of the lock.
    @usableFromInline enum NextInner {
        /// Dispose the previous inner's observer, if any, then subscribe the inner with `observer`
        /// (now the current one).
        case subscribe(Observable<Inner.Element>, SwitchInnerObserver<SourceElement, Inner>,
                       SwitchInnerObserver<SourceElement, Inner>?)
        /// Dispose the running inner, then deliver the immediate events of the inner `id`.
        case deliverAfterDisposing(SwitchInnerObserver<SourceElement, Inner>, Observable<Inner.Element>, id: Int)
    }

    /// Under the lock: the next inner sequence, and what to do with it outside the lock; nil
    /// when there is nothing more to do (the sink is disposed, the selector failed, or the
    /// inner's events were delivered here). Inlined into `handleOuter`, its only caller.
    @inline(__always)
    @inlinable func nextInner(for element: SourceElement) -> NextInner? {
        guard !isDisposed else { return nil }
        do {
            let inner = try Self.observable(of: selector(element))
            latest &+= 1
            hasLatest = true
            if inner.immediateEvents != .unknown {
                // Its subscription would send fixed events at once: they go out here, under this
                // lock, unless a running inner must first be disposed outside it (as RxSwift does,
                // so a disposal waiting for a thread that is delivering to this sink cannot
                // deadlock). With no such inner, disposing the previous one changes nothing, and
                // these events are the interleaving where nothing came between the lock's release
                // and the inner's events.
                guard let running = current, !running.isDisposed else {
                    deliverImmediately(inner, id: latest)
                    return nil
                }
                current = nil
                return .deliverAfterDisposing(running, inner, id: latest)
            }
            // The previous inner has ended and nothing but this sink holds its observer (its
            // sequence let go of it): no event can come through it any more, so it serves the
            // next inner instead of being freed while a new one is allocated.
            if isKnownUniquelyReferenced(&current), let finished = current, finished.isDisposed {
                finished.restart(id: latest)
                return .subscribe(inner, finished, nil)
            }
            let observer = SwitchInnerObserver(sink: self, id: latest)
            let previous = current
            current = observer
            return .subscribe(inner, observer, previous)
        } catch {
            forwardError(error)
            return nil
        }
    }

    /// Under the lock: the events a subscription of `inner`, the inner `id`, would send (see
    /// `ImmediateEvents`), as `handleInner` takes them, without subscribing it. The lock is
    /// held from the element to the completion, where RxSwift releases it between the two; an
    /// observer that re-enters still runs nested, as it would: a new outer element makes this
    /// inner's completion stale, a disposal drops it, an outer completion waits for it.
    /// Inlined into `nextInner`, its caller per element: a call and a frame of its own cost
    /// rxbench d about 15 instructions an element.
    @inline(__always)
    @inlinable func deliverImmediately(_ inner: Observable<Inner.Element>, id: Int) {
        guard !isDisposed, id == latest else { return }
        switch inner.immediateEvents {
        case .elementThenCompletion:
            forwardNext(unsafeDowncast(inner, to: JustProducer<Inner.Element>.self).element)
            guard !isDisposed, id == latest else { return }
            hasLatest = false
            if isOuterDone { forwardCompleted() }
        case .completion:
            hasLatest = false
            if isOuterDone { forwardCompleted() }
        case .error:
            forwardError(unsafeDowncast(inner, to: FailingProducer<Inner.Element>.self).error)
        case .unknown:
            return // not asked: `nextInner` subscribes such an inner
        }
    }

    /// The selector's sequence as an `Observable`: itself, moved, when it is its own
    /// `asObservable()` (decided at compile time where `Inner` is a class), else
    /// `asObservable()`, which returns a reference of its own (a retain, and a release of the
    /// selector's result). Every inner class sequence takes the first way, RxTest's testable
    /// observables (a new wrapper each time) and structs such as `Infallible` the second.
    @inline(__always)
    @inlinable static func observable(of produced: __owned Inner) -> Observable<Inner.Element> {
        produced.ownObservable() ?? produced.asObservable()
    }

    /// Once disposed (the disposed flag is set first, so no new inner becomes current after
    /// this), the current inner is disposed too.
    @inlinable override func disposeResources() {
        delivery.performLocked { current.take() }?.dispose()
    }

    /// Events of an inner that is no longer the newest are dropped: its subscription was
    /// disposed when the next one arrived.
    @inlinable func handleInner(_ event: Event<Inner.Element>, id: Int,
                             subscription: SwitchInnerObserver<SourceElement, Inner>) {
        if event.isStopEvent { subscription.dispose() }
        guard !isDisposed, id == latest else { return }
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            hasLatest = false
            if isOuterDone { forwardCompleted() }
        }
    }
}

/// The observer of one inner sequence of a SwitchSink, and its subscription: one object per
/// inner sequence, used again for the next one when the sequence has ended and let go of it.
@usableFromInline final class SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType>: DisposeBase,
    @unchecked Sendable {
    @usableFromInline let sink: SwitchSink<SourceElement, Inner>
    /// Changed only by `restart`, under the sink's lock, where it is also read.
    @usableFromInline @exclusivity(unchecked) var id: Int

    @inlinable init(sink: SwitchSink<SourceElement, Inner>, id: Int) {
        self.sink = sink
        self.id = id
    }

    /// Ready for the next inner sequence, as `id`. Only for an observer that was disposed and
    /// that no sequence holds, under the sink's lock: its disposal left no upstream behind
    /// (taken when disposed, or disposed at once by `setUpstream`), so the state starts afresh.
    @inlinable func restart(id: Int) {
        self.id = id
        disposalState.store(0, ordering: .relaxed)
    }

    @inline(__always)
    @inlinable func on(_ event: Event<Inner.Element>) {
        sink.innerEvent(event, from: self)
    }
}
