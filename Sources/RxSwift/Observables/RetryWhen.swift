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
            let sink = RetryWhenSink<Element, Failure>(observer: consume observer, source: source)
            sink.start(trigger: notificationHandler(sink.errors).asObservable())
            return sink
        }
    }
}

/// As RxSwift's: the trigger sequence only counts while the source has failed and waits to be
/// retried. An element then resubscribes; its error or completion ends the result. Before the
/// first error (or while the source runs again) its elements are ignored and its end is kept
/// for the next error, so a trigger that completes early lets the source run to its own end.
@usableFromInline final class RetryWhenSink<Element, Failure>: ResubscribingSink<Element>, @unchecked Sendable {
    /// The source's errors, as the notification handler sees them.
    @usableFromInline let errors = PublishSubject<Failure>()
    @usableFromInline let triggerSubscription = SingleAssignmentDisposable()
    @usableFromInline let triggerLock = Lock()
    /// Guarded by `triggerLock`.
    @usableFromInline @exclusivity(unchecked) var isAwaitingTrigger = false
    @usableFromInline @exclusivity(unchecked) var triggerEnd: Event<Never>?

    @inlinable func start<Trigger>(trigger: Observable<Trigger>) {
        triggerSubscription.setDisposable(trigger.run { [self] event in triggered(event) })
        subscribeToSource()
    }

    @inlinable func triggered<Trigger>(_ event: Event<Trigger>) {
        let act = triggerLock.withLock { () -> Bool in
            if case .next = event {
                guard isAwaitingTrigger else { return false }
                isAwaitingTrigger = false
                return true
            }
            guard isAwaitingTrigger else {
                if triggerEnd == nil { triggerEnd = event.error.map { .error($0) } ?? .completed }
                return false
            }
            return true
        }
        guard act else { return }
        switch event {
        case .next: subscribeToSource()
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }

    @inlinable override func sourceFailed(_ error: Swift.Error) {
        guard let failure = error as? Failure else {
            forwardError(error)
            return
        }
        let ended = triggerLock.withLock { () -> Event<Never>? in
            if triggerEnd == nil { isAwaitingTrigger = true }
            return triggerEnd
        }
        switch ended {
        case .error(let error)?: forwardError(error)
        case .completed?: forwardCompleted()
        case .next?, nil: errors.onNext(failure)
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
