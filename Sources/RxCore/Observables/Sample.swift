extension ObservableType {
    /// On each element (or the completion) of `sampler`, emits the newest source element not
    /// emitted yet, or `defaultValue` when there is none. Completes at the first sampler event
    /// after the source completed.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Producer { observer in
            let sink = SampleSink<Element, Source.Element>(observer: observer, defaultValue: defaultValue)
            sink.sourceSubscription.setDisposable(source.run(sink.onSource))
            sink.setUpstream(sampler.run(sink.onSampler))
            return sink
        }
    }
}

private final class SampleSink<Element, SamplerElement>: SerializingSink<Element>, @unchecked Sendable {
    private let defaultValue: Element?
    /// Ended when the source completes; the sampler decides when the result completes.
    let sourceSubscription = SingleAssignmentDisposable()
    // Guarded by `synchronized`.
    private var latest: Element?
    private var sourceCompleted = false

    init(observer: @escaping (Event<Element>) -> Void, defaultValue: Element?) {
        self.defaultValue = defaultValue
        super.init(observer: observer)
    }

    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            synchronized { latest = element }
        case .error:
            synchronized { send(event) }
        case .completed:
            synchronized { sourceCompleted = true }
            sourceSubscription.dispose()
        }
    }

    func onSampler(_ event: Event<SamplerElement>) {
        synchronized {
            if case .error(let error) = event {
                send(.error(error))
                return
            }
            if let element = latest ?? defaultValue {
                latest = nil
                send(.next(element))
            }
            if sourceCompleted { send(.completed) }
        }
    }

    override func disposeResources() {
        sourceSubscription.dispose()
    }
}
