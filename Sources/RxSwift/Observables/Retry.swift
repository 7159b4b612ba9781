extension ObservableType {
    /// Resubscribes to the source after every error, without end.
    @inlinable public func retry() -> Observable<Element> {
        retry(attempts: nil)
    }

    /// Subscribes to the source at most `maxAttemptCount` times in all, resubscribing after
    /// an error; the last attempt's error ends the result.
    @inlinable public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        retry(attempts: maxAttemptCount)
    }

    /// `nil` attempts: without end.
    @inlinable func retry(attempts: Int?) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = RetrySink(observer: consume observer, source: source, maxAttemptCount: attempts)
            sink.start()
            return sink
        }
    }
}

@usableFromInline final class RetrySink<Element>: ResubscribingSink<Element>, @unchecked Sendable {
    @usableFromInline let attemptsLock = Lock()
    @usableFromInline var remainingAttempts: Int?

    @inlinable init(observer: @escaping (Event<Element>) -> Void, source: Observable<Element>, maxAttemptCount: Int?) {
        remainingAttempts = maxAttemptCount
        super.init(observer: observer, source: source)
    }

    @inlinable func start() {
        // As RxSwift: no attempts at all means an empty result.
        guard takeAttempt() else {
            forwardCompleted()
            return
        }
        subscribeToSource()
    }

    @inlinable override func sourceFailed(_ error: Swift.Error) {
        if takeAttempt() {
            subscribeToSource()
        } else {
            forwardError(error)
        }
    }

    @inlinable func takeAttempt() -> Bool {
        attemptsLock.withLock {
            guard let remaining = remainingAttempts else { return true }
            remainingAttempts = remaining - 1
            return remaining > 0
        }
    }
}

/// Subscribes to a source again and again (retry): one subscription at a time, and a
/// resubscription requested while subscribing — a source that fails at once — runs in a
/// loop instead of recursing.
@usableFromInline class ResubscribingSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let subscription = SerialDisposable()
    @usableFromInline let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline var isSubscribing = false
    @usableFromInline var resubscribeRequested = false

    @inlinable init(observer: @escaping (Event<Element>) -> Void, source: Observable<Element>) {
        self.source = source
        super.init(observer: observer)
        setUpstream(subscription)
    }

    /// Called for each error of the source; the source's subscription has ended.
    @inlinable func sourceFailed(_ error: Swift.Error) {
        forwardError(error)
    }

    @inlinable final func subscribeToSource() {
        let subscribeHere = lock.withLock { () -> Bool in
            if isSubscribing {
                resubscribeRequested = true
                return false
            }
            isSubscribing = true
            return true
        }
        guard subscribeHere else { return }
        var again = true
        while again, !isDisposed {
            let attempt = SingleAssignmentDisposable()
            subscription.disposable = attempt
            attempt.setDisposable(source.runSubscription(on))
            again = lock.withLock {
                let requested = resubscribeRequested
                resubscribeRequested = false
                isSubscribing = requested
                return requested
            }
        }
    }

    @inlinable func on(_ event: Event<Element>) {
        guard case .error(let error) = event else {
            forwardEvent(event)
            return
        }
        subscription.disposable = Disposables.create()
        sourceFailed(error)
    }
}
