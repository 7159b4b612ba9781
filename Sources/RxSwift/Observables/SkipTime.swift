extension ObservableType {
    /// Drops the source's elements for `duration` from subscription and passes on the rest;
    /// completion and errors pass at any time.
    @inlinable public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = SkipTimeSink(observer: consume observer)
            let timer = SingleAssignmentDisposable()
            let subscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(timer, subscription))
            // As in RxSwift, the timer is started before the source is subscribed.
            timer.setDisposable(scheduler.scheduleRelative(sink, dueTime: duration, label: "skip(_:scheduler:)") { sink in
                sink.open()
                return Disposables.create()
            })
            subscription.setDisposable(source.run { sink.on($0) })
            return sink
        }
    }
}

/// The timer and the source's events go through one serial delivery, so they never overlap.
@usableFromInline final class SkipTimeSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline var isOpen = false

    @inlinable func open() {
        delivery.run(self, ()) { sink, _ in sink.isOpen = true }
    }

    @inlinable func on(_ event: Event<Element>) {
        delivery.run(self, event) { sink, event in
            if case .next = event, !sink.isOpen { return }
            sink.forwardEvent(event)
        }
    }
}
