extension ObservableType {
    /// A sequence of one element, then completion. Subscribed directly, outside the
    /// trampoline, as RxSwift's `just` is: the element arrives before `subscribe` returns.
    @inlinable public static func just(_ element: Element) -> Observable<Element> {
        JustProducer(element: element) { element, observer in
            observer(.next(element))
            observer(.completed)
            return Disposables.create()
        }
    }
}

/// `just`'s sequence: the element, and the closure that delivers it to an observer (made where
/// the types are known, capturing nothing; `run` is overridden, so it runs unspecialized, but
/// it only hands the element, by address, and the observer to the closure).
///
/// `subscribe(onNext:)` alone calls its closure with the element and returns: the subscription
/// has ended by then (a `NextObserver` would be stopped and disposed), so no observer object is
/// made, and the closure is let go of before `subscribe` returns, as RxSwift's `Just`, which
/// keeps no observer, lets go of it.
@usableFromInline final class JustProducer<Element>: Observable<Element> {
    @usableFromInline typealias Handler = (Element, __owned @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let element: Element
    @usableFromInline let handler: Handler

    @inlinable init(element: Element, _ handler: @escaping Handler) {
        self.element = element
        self.handler = handler
        super.init(immediateEvents: .elementThenCompletion)
    }

    @inlinable override func run(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        handler(element, observer)
    }

    @inlinable override var subscribesNextDirectly: Bool { true }

    /// Unspecialized, as `run`, but it needs no type's metadata: the element goes by address.
    @inlinable override func subscribeNext(_ onNext: __owned ((Element) -> Void)?) -> Disposable {
        onNext?(element)
        return Disposables.create()
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
