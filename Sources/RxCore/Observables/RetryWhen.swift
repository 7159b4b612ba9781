extension ObservableType {
    /// Passes each error of the source to the sequence `notificationHandler` builds, and
    /// resubscribes to the source on each of its elements; its error or completion ends the
    /// result. An error that is not a `Failure` ends the result at once.
    @inlinable public func retry<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retrying(when: notificationHandler)
    }

    /// Passes each error of the source to the sequence `notificationHandler` builds, and
    /// resubscribes to the source on each of its elements; its error or completion ends the result.
    @inlinable public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retrying(when: notificationHandler)
    }

    @inlinable func retrying<TriggerObservable: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = RetryWhenSink<Element, Failure>(observer: observer, source: source)
            sink.start(trigger: notificationHandler(sink.errors).asObservable())
            return sink
        }
    }
}

@usableFromInline final class RetryWhenSink<Element, Failure>: ResubscribingSink<Element>, @unchecked Sendable {
    /// The source's errors, as the notification handler sees them.
    @usableFromInline let errors = PublishSubject<Failure>()
    @usableFromInline let triggerSubscription = SingleAssignmentDisposable()

    @inlinable func start<Trigger>(trigger: Observable<Trigger>) {
        triggerSubscription.setDisposable(trigger.run { [self] event in
            switch event {
            case .next: subscribeToSource()
            case .error(let error): forwardError(error)
            case .completed: forwardCompleted()
            }
        })
        subscribeToSource()
    }

    @inlinable override func sourceFailed(_ error: Swift.Error) {
        if let failure = error as? Failure {
            errors.onNext(failure)
        } else {
            forwardError(error)
        }
    }

    @inlinable override func disposeResources() {
        triggerSubscription.dispose()
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable public func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}
