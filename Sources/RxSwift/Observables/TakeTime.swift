extension ObservableType {
    /// The source's elements for `duration` from subscription, then completion.
    @inlinable public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = TakeTimeSink(observer: consume observer)
            let timer = SingleAssignmentDisposable()
            let subscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(timer, subscription))
            // As in RxSwift, the timer is started before the source is subscribed.
            timer.setDisposable(scheduler.scheduleRelative(sink, dueTime: duration, label: "take(for:)") { sink in
                sink.on(.completed)
                return Disposables.create()
            })
            subscription.setDisposable(source.run { sink.on($0) })
            return sink
        }
    }

    @available(*, deprecated, renamed: "take(for:scheduler:)")
    @inlinable public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

/// The timer and the source's events go through one serial delivery, so they never overlap.
@usableFromInline final class TakeTimeSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let delivery = SerialDelivery()

    @inlinable func on(_ event: Event<Element>) {
        delivery.run(self, event) { sink, event in sink.forwardEvent(event) }
    }
}
