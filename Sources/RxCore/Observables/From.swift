extension ObservableType {
    /// The elements of `array`, one scheduled action each on `scheduler`, then completion.
    public static func from(_ array: [Element],
                            scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        SequenceProducer(elements: array, scheduler: scheduler)
    }

    /// The elements of `sequence`, one scheduled action each on `scheduler`, then completion.
    public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        SequenceProducer(elements: sequence, scheduler: scheduler)
    }

    /// One element and completion when `optional` has a value, otherwise just completion.
    public static func from(optional: Element?) -> Observable<Element> {
        SequenceProducer(elements: optional.map { [$0] } ?? [], scheduler: nil)
    }

    /// Like `from(optional:)`, sending the events from an action on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SequenceProducer(elements: optional.map { [$0] } ?? [], scheduler: scheduler, oneAction: true)
    }
}

/// Emits a sequence's elements and completes. With a scheduler each element (and the
/// completion) is one action, as RxSwift's recursive scheduling does; on the current-thread
/// scheduler that lets work queued by an observer run between two elements.
final class SequenceProducer<Elements: Sequence>: Observable<Elements.Element> {
    private let elements: Elements
    private let scheduler: ImmediateSchedulerType?
    private let oneAction: Bool

    init(elements: Elements, scheduler: ImmediateSchedulerType?, oneAction: Bool = false) {
        self.elements = elements
        self.scheduler = scheduler
        self.oneAction = oneAction
    }

    override func run(_ observer: @escaping (Event<Elements.Element>) -> Void) -> Disposable {
        let sink = SequenceSink(observer: observer, iterator: elements.makeIterator())
        guard let scheduler else {
            sink.emitAll()
            return sink
        }
        sink.setUpstream(sink.pending)
        sink.schedule(on: scheduler, oneAction: oneAction)
        return sink
    }
}

private final class SequenceSink<Iterator: IteratorProtocol>: Sink<Iterator.Element>, @unchecked Sendable {
    private var iterator: Iterator
    /// The step scheduled last; disposing the sink cancels it.
    let pending = SerialDisposable()

    init(observer: @escaping (Event<Iterator.Element>) -> Void, iterator: Iterator) {
        self.iterator = iterator
        super.init(observer: observer)
    }

    func emitAll() {
        while !isDisposed, let element = iterator.next() {
            forwardNext(element)
        }
        forwardCompleted()
    }

    func schedule(on scheduler: ImmediateSchedulerType, oneAction: Bool) {
        pending.disposable = scheduler.schedule(self) { sink in
            if oneAction {
                sink.emitAll()
            } else {
                sink.step(on: scheduler)
            }
            return Disposables.create()
        }
    }

    private func step(on scheduler: ImmediateSchedulerType) {
        guard !isDisposed else { return }
        if let element = iterator.next() {
            forwardNext(element)
            schedule(on: scheduler, oneAction: false)
        } else {
            forwardCompleted()
        }
    }
}
