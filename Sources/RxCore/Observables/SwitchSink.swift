extension ObservableType {
    /// A sequence of sequences followed by a `SwitchSink`: switchLatest and flatMapLatest.
    func switchTo<Inner: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Inner
    ) -> Observable<Inner.Element> {
        let source = asObservable()
        return Producer { observer in
            SwitchSink(observer: observer, selector: selector).run(source)
        }
    }
}

/// The subscription behind switchLatest and flatMapLatest: follows only the newest inner
/// sequence, disposing the previous one (cancelling its work) before subscribing the next.
///
/// Completes when the outer sequence has completed and the newest inner one has too.
/// Outer and inner events go through one `SerialDelivery`, so the state is single-threaded.
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>: Sink<Inner.Element>, @unchecked Sendable {
    private let selector: (SourceElement) throws -> Inner
    private let delivery = SerialDelivery()
    private let outerSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()

    /// Identifies the newest inner sequence; events of older ones are dropped.
    private var latest = 0
    private var hasLatest = false
    private var isOuterDone = false
    /// Set while the newest inner is being subscribed; an inner can terminate synchronously
    /// before its disposable is known, and `latestEndedEarly` remembers that it did.
    private var isSubscribingLatest = false
    private var latestEndedEarly = false

    init(observer: @escaping (Event<Inner.Element>) -> Void, selector: @escaping (SourceElement) throws -> Inner) {
        self.selector = selector
        super.init(observer: observer)
        setUpstream(Disposables.create(outerSubscription, innerSubscription))
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        outerSubscription.setDisposable(source.run { [self] event in
            delivery.run(self, event) { sink, event in sink.handleOuter(event) }
        })
        return self
    }

    private func handleOuter(_ event: Event<SourceElement>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let inner: Inner
            do {
                inner = try selector(element)
            } catch {
                forwardError(error)
                return
            }
            latest &+= 1
            hasLatest = true
            let id = latest
            // The previous inner goes before the next one starts (a request is cancelled first).
            innerSubscription.disposable = Disposables.create()
            isSubscribingLatest = true
            latestEndedEarly = false
            let source = inner.asObservable()
            let subscription = delivery.subscribeNested {
                source.run { [self] event in
                    delivery.runNested(self, (event, id)) { sink, input in sink.handleInner(input.0, id: input.1) }
                }
            }
            isSubscribingLatest = false
            if latestEndedEarly {
                subscription.dispose()
            } else {
                innerSubscription.disposable = subscription
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            isOuterDone = true
            outerSubscription.dispose()
            if !hasLatest { forwardCompleted() }
        }
    }

    /// Events of an inner that is no longer the newest are dropped: its subscription was
    /// disposed when the next one arrived.
    private func handleInner(_ event: Event<Inner.Element>, id: Int) {
        guard !isDisposed, id == latest else { return }
        switch event {
        case .next(let element):
            forwardNext(element)
        case .error(let error):
            forwardError(error)
        case .completed:
            hasLatest = false
            if isSubscribingLatest {
                latestEndedEarly = true
            } else {
                innerSubscription.disposable = Disposables.create()
            }
            if isOuterDone { forwardCompleted() }
        }
    }
}
