extension ObservableType {
    /// The elements of `array`, one scheduled action each on `scheduler`, then completion.
    public static func from(_ array: [Element],
                            scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        sequence(array, scheduler: scheduler, oneAction: false)
    }

    /// The elements of `sequence`, one scheduled action each on `scheduler`, then completion.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        self.sequence(sequence, scheduler: scheduler, oneAction: false)
    }

    /// One element and completion when `optional` has a value, otherwise just completion.
    public static func from(optional: Element?) -> Observable<Element> {
        Producer { observer in
            if let optional { observer(.next(optional)) }
            observer(.completed)
            return Disposables.create()
        }
    }

    /// Like `from(optional:)`, sending the events from one action on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        sequence(optional.map { [$0] } ?? [], scheduler: scheduler, oneAction: true)
    }

    /// Emits a sequence's elements and completes: each element (and the completion) in one
    /// action of its own, as RxSwift's recursive scheduling does — on the current-thread
    /// scheduler that lets work queued by an observer run between two elements — or, with
    /// `oneAction`, all of them in one action.
    private static func sequence<Elements: Swift.Sequence>(
        _ elements: Elements, scheduler: ImmediateSchedulerType, oneAction: Bool
    ) -> Observable<Element> where Elements.Element == Element {
        Producer { observer in
            let sink = SequenceSink(observer: observer, iterator: elements.makeIterator(), scheduler: scheduler)
            sink.setUpstream(sink.pending)
            sink.scheduleStep(oneAction: oneAction)
            return sink
        }
    }
}

private final class SequenceSink<Iterator: IteratorProtocol>: Sink<Iterator.Element>, @unchecked Sendable {
    private var iterator: Iterator
    private let scheduler: ImmediateSchedulerType
    /// The step scheduled last; disposing the sink cancels it.
    let pending = SerialDisposable()

    init(observer: @escaping (Event<Iterator.Element>) -> Void, iterator: Iterator, scheduler: ImmediateSchedulerType) {
        self.iterator = iterator
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func scheduleStep(oneAction: Bool) {
        pending.disposable = scheduler.schedule(self) { sink in
            if oneAction { sink.emitAll() } else { sink.step() }
            return Disposables.create()
        }
    }

    private func step() {
        guard !isDisposed else { return }
        if let element = iterator.next() {
            forwardNext(element)
            scheduleStep(oneAction: false)
        } else {
            forwardCompleted()
        }
    }

    private func emitAll() {
        while !isDisposed, let element = iterator.next() {
            forwardNext(element)
        }
        forwardCompleted()
    }
}
