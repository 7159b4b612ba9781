/// A combineLatest sequence of any arity. `setup` builds, per subscription, the typed sources
/// and the selector that reads their latest elements (nil while one has none yet).
@inlinable func makeCombineLatest<Result>(
    _ setup: @escaping (CombineLatestSink<Result>) -> (sources: [() -> Disposable], result: () throws -> Result?)
) -> Observable<Result> {
    Producer { observer in
        let sink = CombineLatestSink(observer: consume observer)
        let (sources, result) = setup(sink)
        return sink.run(sources: sources, result: result)
    }
}

/// One source of a combineLatest: keeps its latest element for the result selector.
@usableFromInline final class CombineLatestSource<Element, Result>: @unchecked Sendable {
    @usableFromInline let sink: CombineLatestSink<Result>
    @usableFromInline let index: Int
    @usableFromInline let source: Observable<Element>
    /// Written and read only inside the sink's delivery.
    @usableFromInline @exclusivity(unchecked) var latest: Element?

    @inlinable init(sink: CombineLatestSink<Result>, index: Int, source: Observable<Element>) {
        self.sink = sink
        self.index = index
        self.source = source
    }

    @inlinable func subscribe() -> Disposable {
        // The sink (and the lock inside it) is captured, not read from `self` per event: a
        // captured reference lives as long as the closure, so the compiler does not retain and
        // release it around each event (two atomics, a tenth of combineLatest's time, rxbench g).
        source.run { [self, sink = sink] event in
            // Taken and released here rather than through `run`'s closure, which, with the
            // element's path inlined (`handle`, `next`, `emitResult`), was a call of its own.
            sink.delivery.lock()
            handle(event)
            sink.delivery.unlock()
        }
    }

    /// Under the sink's lock. Inlined, with the sink's `next` and `emitResult`, into the
    /// source's closure: one function per element (rxbench g).
    @inline(__always)
    @inlinable func handle(_ event: Event<Element>) {
        guard !sink.isDisposed else { return }
        switch event {
        case .next(let element):
            latest = element
            sink.next(index)
        case .error(let error):
            sink.forwardError(error)
        case .completed:
            sink.done(index)
        }
    }
}

/// The state shared by the sources of one combineLatest subscription. Emits once every source
/// has an element, then on every element; completes when all sources have completed, or when
/// one completes without ever having had an element.
@usableFromInline final class CombineLatestSink<Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline @exclusivity(unchecked) var subscriptions: [SingleAssignmentDisposable] = []
    @usableFromInline @exclusivity(unchecked) var hasValue: [Bool] = []
    @usableFromInline @exclusivity(unchecked) var isDone: [Bool] = []
    @usableFromInline @exclusivity(unchecked) var valueCount = 0
    @usableFromInline @exclusivity(unchecked) var doneCount = 0
    /// The result selector, held by hand (see `emitResult`); guarded by `delivery`.
    @usableFromInline @exclusivity(unchecked) var result: Unmanaged<CombineLatestResult<Result>>?
    /// How many calls of the result selector are running (a selector that sends to a source
    /// runs it again, nested); guarded by `delivery`.
    @usableFromInline @exclusivity(unchecked) var selecting = 0
    /// Disposed while the result selector ran: it is let go of once it has returned.
    @usableFromInline @exclusivity(unchecked) var releasesResultAfterSelecting = false

    deinit {
        result?.release()
    }

    @inlinable func run(sources: [() -> Disposable], result: @escaping () throws -> Result?) -> Disposable {
        self.result = Unmanaged.passRetained(CombineLatestResult(result))
        hasValue = Array(repeating: false, count: sources.count)
        isDone = hasValue
        subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        setUpstream(Disposables.create(subscriptions))
        for (subscription, subscribe) in zip(subscriptions, sources) {
            subscription.setDisposable(subscribe())
        }
        if sources.isEmpty {
            delivery.run(self, ()) { sink, _ in
                sink.emitResult()
                sink.forwardCompleted()
            }
        }
        return self
    }

    @inline(__always)
    @inlinable func next(_ index: Int) {
        // Every source has had an element (each one counted once), so this one has too:
        // the steady state asks nothing but the count.
        if valueCount == hasValue.count {
            emitResult()
            return
        }
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount == hasValue.count {
            emitResult()
        } else if isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
            forwardCompleted()
        }
    }

    @inlinable func done(_ index: Int) {
        guard !isDone[index] else { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == isDone.count {
            forwardCompleted()
        } else {
            subscriptions[index].dispose()
        }
    }

    /// Calls the result selector without retaining it: a selector read from a variable is
    /// retained and released around the call (two atomics per event, rxbench g) in case the
    /// call clears the variable; here a disposal during the call (from the selector) waits to
    /// let go of it until the call has returned.
    @inline(__always)
    @inlinable func emitResult() {
        guard let result else { return }
        // Wrapping, as the lock's depth: nesting cannot overflow, and the trap cost a branch per event.
        selecting &+= 1
        let value: Result?
        do {
            value = try result._withUnsafeGuaranteedRef { try $0.select() }
        } catch {
            doneSelecting()
            forwardError(error)
            return
        }
        doneSelecting()
        if let value { forwardNext(value) }
    }

    @inlinable func doneSelecting() {
        selecting &-= 1
        if selecting == 0 && releasesResultAfterSelecting {
            releasesResultAfterSelecting = false
            result.take()?.release()
        }
    }

    /// The result selector holds the sources, which hold this sink: let go of it, in turn
    /// with any delivery still running.
    @inlinable override func disposeResources() {
        delivery.run(self, ()) { sink, _ in
            if sink.selecting > 0 {
                sink.releasesResultAfterSelecting = true
            } else {
                sink.result.take()?.release()
            }
        }
    }
}

/// A combineLatest's result selector, in an object so the sink can hold it by hand.
@usableFromInline final class CombineLatestResult<Result> {
    @usableFromInline let select: () throws -> Result?

    @inlinable init(_ select: @escaping () throws -> Result?) {
        self.select = select
    }
}
