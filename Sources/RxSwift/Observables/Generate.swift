extension ObservableType {
    /// Emits `initialState`, then each state `iterate` makes of the previous one, while
    /// `condition` holds, then completes: one element per scheduled action on `scheduler`, as
    /// RxSwift's recursive scheduling does. An error thrown by a closure ends the sequence.
    @inlinable public static func generate(initialState: Element,
                                condition: @escaping (Element) throws -> Bool,
                                scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
                                iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Producer { observer in
            let sink = GenerateSink(observer: consume observer, state: initialState, condition: condition,
                                    iterate: iterate, scheduler: scheduler)
            sink.setUpstream(sink.pending)
            sink.scheduleStep()
            return sink
        }
    }
}

@usableFromInline final class GenerateSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline var state: Element
    @usableFromInline var isFirst = true
    @usableFromInline let condition: (Element) throws -> Bool
    @usableFromInline let iterate: (Element) throws -> Element
    @usableFromInline let scheduler: ImmediateSchedulerType
    /// The step scheduled last; disposing the sink cancels it. Replacing it (rather than
    /// nesting each step in the previous one) keeps an endless sequence from holding every step.
    @usableFromInline let pending = SerialDisposable()
    /// On the current-thread scheduler the sink queues this step: no allocation per element
    /// (made in `init`, where the types are known; it captures nothing and gets the sink from
    /// the trampoline, which keeps it while the step waits).
    @usableFromInline var trampolineStep: ((AnyObject) -> Void)?

    @inlinable init(observer: @escaping (Event<Element>) -> Void, state: Element,
         condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element,
         scheduler: ImmediateSchedulerType) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
        super.init(observer: observer)
        if scheduler is CurrentThreadScheduler {
            trampolineStep = { sink in unsafeDowncast(sink, to: GenerateSink.self).step() }
        }
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
        guard !isDisposed else { return }
        do {
            if isFirst {
                isFirst = false
            } else {
                state = try iterate(state)
            }
            if try condition(state) {
                forwardNext(state)
                scheduleStep()
            } else {
                forwardCompleted()
            }
        } catch {
            forwardError(error)
        }
    }
}
