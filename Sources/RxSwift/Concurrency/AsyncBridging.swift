// async/await bridges, as RxSwift 6.5+ has them: sequences as async sequences and back.
// RxSwift's closures and elements are not Sendable; the boxes below carry them into tasks
// and termination handlers, which is sound because each is used by one side at a time.

/// Carries a value that is not Sendable across a concurrency boundary where the code using it
/// guarantees no two threads touch it at once.
struct AsyncBridgeBox<Value>: @unchecked Sendable {
    let value: Value
}

extension ObservableConvertibleType {
    /// The elements as an async sequence, as RxSwift's: reading `values` subscribes; an error
    /// is thrown from the loop; ending the loop early disposes the subscription; cancelling the
    /// iterating task disposes it too and throws `CancellationError` from the loop, also when
    /// no element came yet (the stream on its own would just end).
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        return AsyncThrowingStream<Element, Swift.Error> { continuation in
            let yielder = AsyncBridgeBox(value: continuation)
            let disposable = source.subscribe(
                onNext: { element in
                    // Handed over: the subscription keeps no reference to an element it passed on.
                    nonisolated(unsafe) let element = element
                    yielder.value.yield(element)
                },
                onError: { yielder.value.finish(throwing: $0) },
                onCompleted: { yielder.value.finish() })
            let subscription = AsyncBridgeBox(value: disposable)
            // The stream calls this before it ends a cancelled loop, so finishing with the
            // error here is what the loop sees.
            continuation.onTermination = { @Sendable termination in
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
                subscription.value.dispose()
            }
        }
    }
}

extension InfallibleType {
    /// The elements as an async sequence that cannot throw; ending the loop early or
    /// cancelling the iterating task disposes the subscription.
    public var values: AsyncStream<Element> {
        let source = asObservable()
        return AsyncStream<Element> { continuation in
            let yielder = AsyncBridgeBox(value: continuation)
            let disposable = source.subscribe(
                onNext: { element in
                    // Handed over: the subscription keeps no reference to an element it passed on.
                    nonisolated(unsafe) let element = element
                    yielder.value.yield(element)
                },
                onCompleted: { yielder.value.finish() })
            let subscription = AsyncBridgeBox(value: disposable)
            continuation.onTermination = { @Sendable _ in subscription.value.dispose() }
        }
    }
}

extension AsyncSequence {
    /// The async sequence as an Observable: each subscription iterates it in a new Task (of
    /// `priority`, as RxSwift 6.10's); disposing the subscription cancels that Task.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            // The task only calls closures: it needs nothing of the sequence's generic types.
            var iterator = makeAsyncIterator()
            let next = AsyncBridgeBox(value: { () async throws -> Element? in try await iterator.next() })
            let target = AsyncBridgeBox(value: observer)
            let task = Task(priority: priority) {
                do {
                    while let element = try await next.value() {
                        target.value.onNext(element)
                    }
                    target.value.onCompleted()
                } catch {
                    target.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}
