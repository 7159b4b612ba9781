extension ObservableType {
    /// A sequence of one element, then completion.
    @inlinable public static func just(_ element: Element) -> Observable<Element> {
        JustProducer(element) { element, observer in
            observer(.next(element))
            observer(.completed)
            return Disposables.create()
        }
    }
}

/// `just`'s sequence: its own class, so an operator that subscribes inner sequences
/// (flatMapLatest) can recognise it and take its element without a subscription.
///
/// `run` is overridden, so it runs unspecialized, but it only hands the element to `handler`,
/// made in `just` where the type is known and capturing nothing (an overridden `run` building
/// the events itself would build them unspecialized: f3 about a fifth slower).
@usableFromInline final class JustProducer<Element>: Observable<Element> {
    @usableFromInline typealias Handler = (Element, @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let element: Element
    @usableFromInline let handler: Handler

    @inlinable init(_ element: Element, _ handler: @escaping Handler) {
        self.element = element
        self.handler = handler
        super.init()
    }

    @inlinable override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        handler(element, observer)
    }
}

extension ObservableType {
    /// `element` in one action on `scheduler`, then completion in a second action, as RxSwift's
    /// scheduled `just` does.
    @inlinable public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: observer)
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
