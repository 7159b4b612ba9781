/// `map { … }.filter { … }` as one sink: what map's sink followed by filter's sink does, in one
/// object and one call per element.
///
/// The two sinks stop together (an error or completion passes through both, and disposing the
/// filter's disposes the map's), so one stopped state stands for both. As in the pair, the
/// transform runs for an element that arrives after the subscription stopped, but the
/// predicate does not (map's sink forwards nothing once stopped); an error thrown by either
/// closure goes downstream, then the source is disposed.
@inlinable func mapFilter<Source, Result>(
    _ source: Observable<Source>, _ transform: @escaping (Source) throws -> Result,
    _ predicate: @escaping (Result) throws -> Bool
) -> Observable<Result> {
    NextSubscribingProducer(
        state: MapFilterState(source: source, closures: MapFilterClosures(transform: transform, predicate: predicate)),
        onTrampoline: true,
        { state, observer in
            let sink = MapFilterSink(observer: consume observer, closures: state.closures)
            // A closure capturing only the sink has the sink as its context: no allocation.
            sink.setUpstream(state.source.run { event in sink.on(event) })
            return sink
        }, next: { state, observable, onNext in
            // `subscribe(onNext:)`: the sink calls the closure itself, one object where a
            // MapFilterSink and a NextObserver were two. The closure moves in (without
            // `consume` it was retained for the sink and the parameter released after).
            let sink = MapFilterNextSink(closures: state.closures, onNext: consume onNext)
            observable.subscribing {
                sink.setUpstream(state.source.run { event in sink.on(event) })
            }
            return sink
        })
}

/// What a fused map and filter keep: the source and both closures.
@usableFromInline struct MapFilterState<Source, Result> {
    @usableFromInline let source: Observable<Source>
    @usableFromInline let closures: MapFilterClosures<Source, Result>

    @inlinable init(source: Observable<Source>, closures: MapFilterClosures<Source, Result>) {
        self.source = source
        self.closures = closures
    }
}

/// A fused map's transform and filter's predicate, in one object that the sequence and each of
/// its subscriptions share: a subscription takes one reference (one retain, one release when
/// it goes away) where holding both closures took one of each closure's context. The closures
/// live as long as in RxSwift: while the sequence or a subscription of it does.
@usableFromInline final class MapFilterClosures<Source, Result>: @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let predicate: (Result) throws -> Bool

    @inlinable init(transform: @escaping (Source) throws -> Result, predicate: @escaping (Result) throws -> Bool) {
        self.transform = transform
        self.predicate = predicate
    }
}

/// The subscription of a fused map and filter: one object, holding the closures' object.
@usableFromInline final class MapFilterSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let closures: MapFilterClosures<Source, Result>

    @inlinable init(observer: @escaping (Event<Result>) -> Void, closures: MapFilterClosures<Source, Result>) {
        self.closures = closures
        super.init(observer: observer)
    }

    @inline(__always)
    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                // The sink's `let` keeps the closures alive: reached unretained (a reference
                // loaded and used across a call is otherwise retained and released per element).
                try Unmanaged.passUnretained(closures)._withUnsafeGuaranteedRef { closures in
                    let mapped = try closures.transform(element)
                    guard !hasStopped else { return }
                    if try closures.predicate(mapped) { forwardNext(mapped) }
                }
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}

/// A fused map and filter subscribed by `subscribe(onNext:)`: what a `MapFilterSink` followed by
/// a `NextObserver` does, in one object that calls the closure itself.
///
/// The pair's two states are kept apart in the one word: the disposed bit is the map-filter
/// sink's (set when the subscription is disposed, or by its terminal event), the stop bit the
/// observer's (its first terminal event). So, as with the pair, the transform runs for an
/// element that arrives once disposed and the predicate does not, and an element already past
/// the predicate when an error stops the observer is dropped. An error goes to
/// `Hooks.defaultErrorHandler`, then the source is disposed.
@usableFromInline final class MapFilterNextSink<Source, Result>: DisposeBase, @unchecked Sendable {
    @usableFromInline let closures: MapFilterClosures<Source, Result>
    @usableFromInline let onNext: ((Result) -> Void)?
    /// The subscription's call stack, for `Hooks.defaultErrorHandler`; nil when not recorded.
    @usableFromInline let callStackRecord: CallStackRecord?

    @inlinable init(closures: MapFilterClosures<Source, Result>, onNext: __owned ((Result) -> Void)?) {
        self.closures = closures
        self.onNext = onNext
        callStackRecord = Hooks.subscriptionCallStackRecord()
    }

    @inline(__always)
    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                // Unretained, as in MapFilterSink.
                try Unmanaged.passUnretained(closures)._withUnsafeGuaranteedRef { closures in
                    let mapped = try closures.transform(element)
                    guard !isDisposed else { return }
                    if try closures.predicate(mapped) {
                        guard !hasStopped else { return }
                        onNext?(mapped)
                    }
                }
            } catch {
                fail(error)
            }
        case .error(let error):
            fail(error)
        case .completed:
            guard !isDisposed else { return }
            completeAndDispose()
            // The map-filter sink disposes after forwarding even when the observer had stopped
            // (an error handler running); otherwise already done, and this is one load.
            dispose()
        }
    }

    /// An error from the source or a closure, as the pair handles it: the map-filter sink passes
    /// it on unless disposed, the observer takes only its first terminal event, then both dispose.
    @inlinable func fail(_ error: Swift.Error) {
        guard !isDisposed else { return }
        if stop() {
            Hooks.defaultErrorHandler(callStackRecord?.frames ?? [], error)
        }
        dispose()
    }
}
