/// A zip sequence of any arity. `setup` builds, per subscription, the typed sources and the
/// selector that takes the oldest buffered element of each (nil while one has none).
///
/// `completesWhenUnpairable`: the zip of a collection (RxSwift's `ZipCollectionTypeSink`)
/// completes as soon as an element arrives that can never be paired (every other source has
/// completed and one of them has nothing buffered); the zips of 2 to 8 sources wait for all.
@inlinable func makeZip<Result>(
    completesWhenUnpairable: Bool = false,
    _ setup: @escaping (ZipSink<Result>) -> (sources: [() -> Disposable], result: () throws -> Result?)
) -> Observable<Result> {
    Producer { observer in
        let sink = ZipSink(observer: consume observer)
        sink.completesWhenUnpairable = completesWhenUnpairable
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
            // Disposals wait until the delivery's lock is released (RxSwift #2703).
            let disposal = sink.delivery.performLocked { handle(event) }
            sink.perform(disposal, index: index)
        }
    }

    @inlinable func handle(_ event: Event<Element>) -> ZipDisposal {
        guard !sink.hasStopped else { return .none }
        switch event {
        case .next(let element):
            buffer.append(element)
            return sink.next(index)
        case .error(let error):
            return sink.stop(with: .error(error)) ? .all : .none
        case .completed:
            return sink.done(index)
        }
    }
}

/// What a zip event leaves to dispose once the delivery's lock is released.
@usableFromInline enum ZipDisposal {
    case none
    /// The subscription of the source that completed.
    case source
    /// The whole zip (it sent its terminal event).
    case all
}

/// The state shared by the sources of one zip subscription. Emits when every source has a
/// buffered element; completes when all sources have completed (RxSwift 6.10's rule for the
/// zips of 2 to 8 sources: no earlier, even when an element can never be paired; the zip of a
/// collection completes earlier, see `makeZip`).
@usableFromInline final class ZipSink<Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline @exclusivity(unchecked) var subscriptions: [SingleAssignmentDisposable] = []
    @usableFromInline @exclusivity(unchecked) var isDone: [Bool] = []
    @usableFromInline @exclusivity(unchecked) var result: (() throws -> Result?)?
    @usableFromInline var completesWhenUnpairable = false

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

    /// Emits when every source has an element. For the zips of 2 to 8 sources, as in RxSwift
    /// 6.10, there is no early completion here: they complete once every source has completed.
    @inlinable func next(_ index: Int) -> ZipDisposal {
        do {
            if let value = try result?() {
                forwardNext(value)
            } else if completesWhenUnpairable, isDone.lazy.filter({ !$0 }).count == 1 {
                return stop(with: .completed) ? .all : .none
            }
            return .none
        } catch {
            return stop(with: .error(error)) ? .all : .none
        }
    }

    @inlinable func done(_ index: Int) -> ZipDisposal {
        isDone[index] = true
        guard isDone.allSatisfy({ $0 }) else { return .source }
        return stop(with: .completed) ? .all : .none
    }

    /// Runs outside the delivery's lock.
    @inlinable func perform(_ disposal: ZipDisposal, index: Int) {
        switch disposal {
        case .none: break
        case .source: subscriptions[index].dispose()
        case .all: dispose()
        }
    }

    /// The result selector holds the sources, which hold this sink: let go of it, in turn
    /// with any delivery still running.
    @inlinable override func disposeResources() {
        delivery.run(self, ()) { sink, _ in sink.result = nil }
    }
}
