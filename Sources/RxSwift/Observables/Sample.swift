extension ObservableType {
    /// On each element (or the completion) of `sampler`, emits the newest source element not
    /// emitted yet, or `defaultValue` when there is none. Completes at the first sampler event
    /// after the source completed.
    @inlinable public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Producer { observer in
            let sink = SampleSink<Element, Source.Element>(observer: consume observer, defaultValue: defaultValue)
            sink.sourceSubscription.setDisposable(source.run(sink.onSource))
            sink.setUpstream(sampler.run(sink.onSampler))
            return sink
        }
    }
}

/// Both sources' events go through one serial delivery, so the state below is only touched by
/// one thread at a time and events reach the observer one at a time.
@usableFromInline final class SampleSink<Element, SamplerElement>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let defaultValue: Element?
    @usableFromInline let delivery = SerialDelivery()
    /// Ended when the source completes; the sampler decides when the result completes.
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline var latest: Element?
    @usableFromInline var sourceCompleted = false

    @inlinable init(observer: @escaping (Event<Element>) -> Void, defaultValue: Element?) {
        self.defaultValue = defaultValue
        super.init(observer: observer)
    }

    @inlinable func onSource(_ event: Event<Element>) {
        if event.isCompleted { sourceSubscription.dispose() }
        delivery.run(self, event) { sink, event in sink.handleSource(event) }
    }

    @inlinable func onSampler(_ event: Event<SamplerElement>) {
        delivery.run(self, event) { sink, event in sink.handleSampler(event) }
    }

    @inlinable func handleSource(_ event: Event<Element>) {
        switch event {
        case .next(let element): latest = element
        case .error(let error): forwardError(error)
        case .completed: sourceCompleted = true
        }
    }

    @inlinable func handleSampler(_ event: Event<SamplerElement>) {
        if case .error(let error) = event {
            forwardError(error)
            return
        }
        if let element = latest ?? defaultValue {
            latest = nil
            forwardNext(element)
        }
        if sourceCompleted { forwardCompleted() }
    }

    @inlinable override func disposeResources() {
        sourceSubscription.dispose()
    }
}
