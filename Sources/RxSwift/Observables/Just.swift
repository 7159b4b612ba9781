extension ObservableType {
    /// A sequence of one element, then completion. Subscribed directly, outside the
    /// trampoline, as RxSwift's `just` is: the element arrives before `subscribe` returns.
    @inlinable public static func just(_ element: Element) -> Observable<Element> {
        StatefulProducer(state: element, onTrampoline: false) { element, observer in
            observer(.next(element))
            observer(.completed)
            return Disposables.create()
        }
    }
}

extension ObservableType {
    /// `element` in one action on `scheduler`, then completion in a second action, as RxSwift's
    /// scheduled `just` does.
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: consume observer)
            sink.setUpstream(scheduler.schedule(element) { element in
                sink.forwardNext(element)
                return scheduler.schedule(sink) { sink in
                    sink.forwardCompleted()
                    return Disposables.create()
                }
            })
            return sink
        }
    }
}
