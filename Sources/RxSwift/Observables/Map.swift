extension ObservableType {
    /// Transforms each element; a thrown error ends the sequence with that error.
    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // One object holds the source and the transform (no closure context beside it); a
        // `filter` applied to it subscribes one fused sink (MapFilter.swift).
        FilterFusingProducer(state: MapState(source: asObservable(), transform: transform), { state, observer in
            let sink = MapSink(observer: consume observer, transform: state.transform)
            // A closure capturing only the sink has the sink as its context: no allocation.
            sink.setUpstream(state.source.run { event in sink.on(event) })
            return sink
        }, fuseFilter: { state, predicate in
            mapFilter(state.source, state.transform, predicate)
        }, next: { state, observable, onNext in
            // `subscribe(onNext:)`: one object that calls the closure itself, where a MapSink
            // and a NextObserver were two (as `mapFilter`'s MapFilterNextSink).
            let sink = MapNextSink(transform: state.transform, onNext: consume onNext)
            observable.subscribing {
                sink.setUpstream(state.source.run { event in sink.on(event) })
            }
            return sink
        })
    }
}

/// What a `map` observable keeps: its source and its transform.
@usableFromInline struct MapState<Source, Result> {
    @usableFromInline let source: Observable<Source>
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }
}

/// map's subscription: one object, holding the transform.
@usableFromInline final class MapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable init(observer: @escaping (Event<Result>) -> Void, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inline(__always)
    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do { forwardNext(try transform(element)) } catch { forwardError(error) }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}

/// A map subscribed by `subscribe(onNext:)`: what a `MapSink` followed by a `NextObserver` does,
/// in one object that calls the closure itself. The pair's two states are kept apart in the one
/// word, as in `MapFilterNextSink`: the disposed bit is the map sink's (set when the subscription
/// is disposed, or by its terminal event), the stop bit the observer's (its first terminal
/// event). So the transform runs for an element that arrives once disposed, and its result goes
/// nowhere; an element mapped while an error stops the observer is dropped; an error goes to
/// `Hooks.defaultErrorHandler`, then the source is disposed.
@usableFromInline final class MapNextSink<Source, Result>: DisposeBase, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let onNext: ((Result) -> Void)?
    /// The subscription's call stack, for `Hooks.defaultErrorHandler`; nil when not recorded.
    @usableFromInline let callStackRecord: CallStackRecord?

    @inlinable init(transform: @escaping (Source) throws -> Result, onNext: __owned ((Result) -> Void)?) {
        self.transform = transform
        self.onNext = onNext
        callStackRecord = Hooks.subscriptionCallStackRecord()
    }

    @inline(__always)
    @inlinable func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                let mapped = try transform(element)
                guard !hasStopped else { return }
                onNext?(mapped)
            } catch {
                fail(error)
            }
        case .error(let error):
            fail(error)
        case .completed:
            // The observer stops (it has no closure for completion), then the map sink disposes,
            // even when the observer had stopped already (an error handler running).
            guard !isDisposed else { return }
            _ = stop()
            dispose()
        }
    }

    /// An error from the source or the transform, as the pair handles it: the map sink passes it
    /// on unless disposed, the observer takes only its first terminal event, then both dispose.
    @inlinable func fail(_ error: Swift.Error) {
        guard !isDisposed else { return }
        if stop() {
            Hooks.defaultErrorHandler(callStackRecord?.frames ?? [], error)
        }
        dispose()
    }
}

extension ObservableType {
    @available(*, deprecated, message: "Please use enumerated().map()")
    @inlinable public func mapWithIndex<Result>(_ selector: @escaping (Element, Int) throws -> Result) -> Observable<Result> {
        enumerated().map { try selector($0.element, $0.index) }
    }
}
