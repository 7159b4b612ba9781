extension ObservableType {
    /// `element` over and over, never completing: one element per scheduled action on
    /// `scheduler`, as RxSwift's recursive scheduling does, until disposed.
    @inlinable public static func repeatElement(_ element: Element,
                                     scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
    -> Observable<Element> {
        Producer { observer in
            let sink = RepeatElementSink(observer: consume observer, element: element, scheduler: scheduler)
            sink.setUpstream(sink.pending)
            sink.scheduleStep()
            return sink
        }
    }
}

@usableFromInline final class RepeatElementSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let element: Element
    @usableFromInline let scheduler: ImmediateSchedulerType
    /// The step scheduled last; disposing the sink cancels it.
    @usableFromInline let pending = SerialDisposable()

    @inlinable init(observer: @escaping (Event<Element>) -> Void, element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable func scheduleStep() {
        pending.disposable = scheduler.schedule(self) { sink in
            guard !sink.isDisposed else { return Disposables.create() }
            sink.forwardNext(sink.element)
            sink.scheduleStep()
            return Disposables.create()
        }
    }
}
