/// A zip sequence of any arity. `setup` builds, per subscription, the typed sources and the
/// selector that takes the oldest buffered element of each (nil while one has none).
@inlinable func makeZip<Result>(
    _ setup: @escaping (ZipSink<Result>) -> (sources: [() -> Disposable], result: () throws -> Result?)
) -> Observable<Result> {
    Producer { observer in
        let sink = ZipSink(observer: observer)
        let (sources, result) = setup(sink)
        return sink.run(sources: sources, result: result)
    }
}

/// One source of a zip: buffers its elements until every other source has one to pair with.
@usableFromInline final class ZipSource<Element, Result>: @unchecked Sendable {
    @usableFromInline let sink: ZipSink<Result>
    @usableFromInline let index: Int
    @usableFromInline let source: Observable<Element>
    /// Touched only inside the sink's delivery.
    @usableFromInline @exclusivity(unchecked) var buffer: [Element] = []
    @usableFromInline @exclusivity(unchecked) var head = 0

    @inlinable init(sink: ZipSink<Result>, index: Int, source: Observable<Element>) {
        self.sink = sink
        self.index = index
        self.source = source
    }

    @inlinable var hasElements: Bool { head < buffer.count }

    /// Takes the oldest buffered element.
    @inlinable func dequeue() -> Element? {
        guard head < buffer.count else { return nil }
        let element = buffer[head]
        head += 1
        if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }

    @inlinable func subscribe() -> Disposable {
        source.run { [self] event in
            sink.delivery.run(self, event) { source, event in source.handle(event) }
        }
    }

    @inlinable func handle(_ event: Event<Element>) {
        guard !sink.isDisposed else { return }
        switch event {
        case .next(let element):
            buffer.append(element)
            sink.next(index)
        case .error(let error):
            sink.forwardError(error)
        case .completed:
            sink.done(index)
        }
    }
}

/// The state shared by the sources of one zip subscription. Emits when every source has a
/// buffered element; completes when all sources have completed, or when an element arrives
/// that can never be paired because every other source has completed.
@usableFromInline final class ZipSink<Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline @exclusivity(unchecked) var subscriptions: [SingleAssignmentDisposable] = []
    @usableFromInline @exclusivity(unchecked) var isDone: [Bool] = []
    @usableFromInline @exclusivity(unchecked) var result: (() throws -> Result?)?

    @inlinable func run(sources: [() -> Disposable], result: @escaping () throws -> Result?) -> Disposable {
        self.result = result
        isDone = Array(repeating: false, count: sources.count)
        subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        setUpstream(Disposables.create(subscriptions))
        for (subscription, subscribe) in zip(subscriptions, sources) {
            subscription.setDisposable(subscribe())
        }
        if sources.isEmpty {
            delivery.run(self, ()) { sink, _ in sink.forwardCompleted() }
        }
        return self
    }

    @inlinable func next(_ index: Int) {
        do {
            if let value = try result?() {
                forwardNext(value)
            } else if isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
                forwardCompleted()
            }
        } catch {
            forwardError(error)
        }
    }

    @inlinable func done(_ index: Int) {
        isDone[index] = true
        if isDone.allSatisfy({ $0 }) {
            forwardCompleted()
        } else {
            subscriptions[index].dispose()
        }
    }

    /// The result selector holds the sources, which hold this sink: let go of it, in turn
    /// with any delivery still running.
    @inlinable override func disposeResources() {
        delivery.run(self, ()) { sink, _ in sink.result = nil }
    }
}
