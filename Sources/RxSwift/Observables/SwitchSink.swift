import Synchronization

extension ObservableType {
    /// A sequence of sequences followed by a `SwitchSink`: switchLatest and flatMapLatest.
    @inlinable func switchTo<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        return Producer { observer in
            SwitchSink(observer: consume observer, selector: selector).run(source)
        }
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
            guard let (inner, observer, previous) = delivery.performLocked({ nextInner(for: element) })
            else { return }
            // The previous inner goes before the next one starts (a request is cancelled first).
            previous?.dispose()
            // A closure capturing only the observer has it as its context: no allocation.
            observer.setUpstream(inner.runSubscription { event in observer.on(event) })
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

    /// Under the lock: the next inner sequence, its observer (now the current one) and the
    /// previous observer, to be disposed outside the lock.
    @inlinable func nextInner(for element: SourceElement)
        -> (Observable<Inner.Element>, SwitchInnerObserver<SourceElement, Inner>,
            SwitchInnerObserver<SourceElement, Inner>?)? {
        guard !isDisposed else { return nil }
        do {
            let inner = try Self.observable(of: selector(element))
            latest &+= 1
            hasLatest = true
            // The previous inner has ended and nothing but this sink holds its observer (its
            // sequence let go of it): no event can come through it any more, so it serves the
            // next inner instead of being freed while a new one is allocated.
            if isKnownUniquelyReferenced(&current), let finished = current, finished.isDisposed {
                finished.restart(id: latest)
                return (inner, finished, nil)
            }
            let observer = SwitchInnerObserver(sink: self, id: latest)
            let previous = current
            current = observer
            return (inner, observer, previous)
        } catch {
            forwardError(error)
            return nil
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
