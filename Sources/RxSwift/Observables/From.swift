extension ObservableType {
    /// The elements of `array`, one scheduled action each on `scheduler`, then completion.
    @inlinable public static func from(_ array: [Element],
                            scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        emitOnePerAction(array, scheduler: scheduler)
    }

    /// The elements of `sequence`, one scheduled action each on `scheduler`, then completion.
    @inlinable public static func from<Sequence: Swift.Sequence>(
        _ sequence: Sequence,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Sequence.Element == Element {
        emitOnePerAction(sequence, scheduler: scheduler)
    }

    /// One element and completion when `optional` has a value, otherwise just completion;
    /// subscribed directly, outside the trampoline, as in RxSwift.
    @inlinable public static func from(optional: Element?) -> Observable<Element> {
        Producer(onTrampoline: false) { observer in
            if let optional { observer(.next(optional)) }
            observer(.completed)
            return Disposables.create()
        }
    }

    /// Like `from(optional:)` on `scheduler`: the element and the completion each in an action
    /// of their own, as RxSwift does.
    @inlinable public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        emitOnePerAction(CollectionOfOne(optional).compactMap { $0 }, scheduler: scheduler)
    }

    /// Emits a sequence's elements and completes, each element (and the completion) in one
    /// action of its own, as RxSwift's recursive scheduling does: on a TestScheduler each lands
    /// a tick after the previous; on the current-thread scheduler work queued by an observer —
    /// or another such sequence — runs between two elements.
    @inlinable static func emitOnePerAction<Elements: Swift.Sequence>(
        _ elements: Elements, scheduler: ImmediateSchedulerType
    ) -> Observable<Element> where Elements.Element == Element {
        Producer { observer in
            let sink = SequenceSink(observer: consume observer, iterator: elements.makeIterator(), scheduler: scheduler)
            sink.setUpstream(sink.pending)
            sink.scheduleStep()
            return sink
        }
    }
}

@usableFromInline final class SequenceSink<Iterator: IteratorProtocol>: Sink<Iterator.Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var iterator: Iterator
    @usableFromInline let scheduler: ImmediateSchedulerType
    /// On the current-thread scheduler the sink queues this step: no allocation per element.
    /// Made in `init`, where the types are known, so it runs specialized; it captures nothing
    /// and gets the sink from the trampoline, which keeps it while the step waits.
    @usableFromInline @exclusivity(unchecked) var trampolineStep: ((AnyObject) -> Void)?
    /// The step scheduled last on another scheduler; disposing the sink cancels it.
    @usableFromInline let pending = SerialDisposable()

    @inlinable init(observer: @escaping (Event<Iterator.Element>) -> Void, iterator: Iterator, scheduler: ImmediateSchedulerType) {
        self.iterator = iterator
        self.scheduler = scheduler
        super.init(observer: observer)
        if scheduler is CurrentThreadScheduler {
            trampolineStep = { sink in unsafeDowncast(sink, to: SequenceSink.self).stepOnTrampoline() }
        }
    }

    /// `step()` run by the trampoline, from its loop (as its first action or popped from its
    /// queue). When an element leaves the queue empty, the step it would queue is the next
    /// work that loop would run, with nothing in between: it runs at once instead, without the
    /// queuing (a thread-local look-up, a retain and a release, two indirect calls per
    /// element). Work queued during an element (an observer's scheduling, another range)
    /// still runs before the next element, as in RxSwift.
    @inlinable func stepOnTrampoline() {
        Trampoline.withCurrent { trampoline in step(whileNextRunsNow: { trampoline.queue.count == 0 }) }
    }

    @inlinable func scheduleStep() {
        if let trampolineStep {
            CurrentThreadScheduler.enqueue(self, trampolineStep)
            return
        }
        pending.disposable = scheduler.schedule(self) { sink in
            sink.step()
            return Disposables.create()
        }
    }

    @inlinable func step() {
        step(whileNextRunsNow: { false })
    }

    /// An element, or the completion; then the next step at once while `nextRunsNow()` says
    /// nothing would run before it, else scheduled.
    @inlinable func step(whileNextRunsNow nextRunsNow: () -> Bool) {
        while !isDisposed {
            guard let element = iterator.next() else {
                forwardCompleted()
                return
            }
            forwardNext(element)
            guard nextRunsNow() else {
                scheduleStep()
                return
            }
        }
    }
}
