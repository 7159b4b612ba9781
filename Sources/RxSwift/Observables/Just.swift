extension ObservableType {
    /// A sequence of one element, then completion.
    @inlinable public static func just(_ element: Element) -> Observable<Element> {
        JustProducer(element)
    }
}

/// `just`'s sequence: its own class, so an operator that subscribes inner sequences
/// (flatMapLatest) can recognise it and take its element without a subscription.
@usableFromInline final class JustProducer<Element>: Observable<Element> {
    @usableFromInline let element: Element

    @inlinable init(_ element: Element) {
        self.element = element
        super.init()
    }

    @inlinable override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        observer(.next(element))
        observer(.completed)
        return Disposables.create()
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
