// async/await bridges of Single, Maybe and Completable, as RxSwift 6.5+ has them.

/// Resumes an awaiting task once with a trait's outcome. Cancelling the task disposes the
/// subscription and resumes it with `CancellationError` (RxSwift disposes but leaves the task
/// waiting forever).
private final class OutcomeContinuation<Value>: @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var continuation: CheckedContinuation<Value, Swift.Error>?
    private var subscription: Disposable?
    private var isCancelled = false

    /// Subscribes even when the task was already cancelled, as RxSwift does: an outcome
    /// reported during the subscription (a Completable that completes at once) is returned;
    /// only a task still waiting after it is resumed with `CancellationError`.
    func start(_ continuation: CheckedContinuation<Value, Swift.Error>, subscribe: (OutcomeContinuation) -> Disposable) {
        lock.withLock { self.continuation = continuation }
        let disposable = subscribe(self)
        let (disposeNow, cancelled) = lock.withLock { () -> (Bool, Bool) in
            if self.continuation == nil { return (true, false) }
            if isCancelled { return (true, true) }
            subscription = disposable
            return (false, false)
        }
        if disposeNow { disposable.dispose() }
        if cancelled { resume(with: .failure(CancellationError())) }
    }

    func resume(with result: Result<Value, Swift.Error>) {
        let taken = lock.withLock { () -> CheckedContinuation<Value, Swift.Error>? in
            defer { continuation = nil }
            return continuation
        }
        // Handed over: the subscription keeps no reference to the outcome it reported.
        nonisolated(unsafe) let result = result
        taken?.resume(with: result)
    }

    func cancel() {
        let disposable = lock.withLock { () -> Disposable? in
            isCancelled = true
            defer { subscription = nil }
            return subscription
        }
        disposable?.dispose()
        resume(with: .failure(CancellationError()))
    }
}

/// Awaits the outcome `subscribe` reports to the continuation it is given.
private func awaitOutcome<Value>(
    _ subscribe: @escaping (OutcomeContinuation<Value>) -> Disposable
) async throws -> Value {
    let outcome = OutcomeContinuation<Value>()
    let start = AsyncBridgeBox(value: subscribe)
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            outcome.start(continuation, subscribe: start.value)
        }
    } onCancel: {
        outcome.cancel()
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes and waits for the element; a failure is thrown. Cancelling the waiting task
    /// disposes the subscription and throws `CancellationError`.
    public var value: Element {
        get async throws {
            let single = primitiveSequence
            let element = try await awaitOutcome { (outcome: OutcomeContinuation<AsyncBridgeBox<Element>>) in
                single.subscribe(onSuccess: { outcome.resume(with: .success(AsyncBridgeBox(value: $0))) },
                                 onFailure: { outcome.resume(with: .failure($0)) })
            }
            return element.value
        }
    }

    /// A Single that runs `work` in a new Task on each subscription; disposing the
    /// subscription cancels the Task.
    public static func create(detached: Bool = false,
                              priority: TaskPriority? = nil,
                              work: @Sendable @escaping () async throws -> Element) -> Single<Element> {
        Single.create { observer in
            let report = AsyncBridgeBox(value: observer)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    report.value(.success(element))
                } catch {
                    report.value(.failure(error))
                }
            }
            let task = detached ? Task.detached(priority: priority, operation: operation)
                                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes and waits for the element, or nil when the Maybe completes empty; a failure
    /// is thrown. Cancelling the waiting task disposes the subscription and throws `CancellationError`.
    public var value: Element? {
        get async throws {
            let maybe = primitiveSequence
            let element = try await awaitOutcome { (outcome: OutcomeContinuation<AsyncBridgeBox<Element?>>) in
                maybe.subscribe(onSuccess: { outcome.resume(with: .success(AsyncBridgeBox(value: $0))) },
                                onError: { outcome.resume(with: .failure($0)) },
                                onCompleted: { outcome.resume(with: .success(AsyncBridgeBox(value: nil))) })
            }
            return element.value
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits for completion; a failure is thrown. Cancelling the waiting task
    /// disposes the subscription and throws `CancellationError`.
    public var value: Void {
        get async throws {
            let completable = primitiveSequence
            try await awaitOutcome { (outcome: OutcomeContinuation<Void>) in
                completable.subscribe(onCompleted: { outcome.resume(with: .success(())) },
                                      onError: { outcome.resume(with: .failure($0)) })
            }
        }
    }
}
