// async/await bridges, as RxSwift 6.5+ has them: sequences as async sequences and back.
// RxSwift's closures and elements are not Sendable; the boxes below carry them into tasks
// and termination handlers, which is sound because each is used by one side at a time.

/// Carries a value that is not Sendable across a concurrency boundary where the code using it
/// guarantees no two threads touch it at once.
struct AsyncBridgeBox<Value>: @unchecked Sendable {
    let value: Value
}

extension ObservableConvertibleType {
    /// The elements as an async sequence, as RxSwift's: reading `values` subscribes and
    /// elements wait until the loop takes them; an error is thrown from the loop; cancelling
    /// the iterating task disposes the subscription and throws `CancellationError` from the
    /// loop (also when no element came yet); ending the loop early disposes the subscription
    /// once the sequence is released.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let channel = ValuesChannel(source: asObservable())
        channel.start()
        return AsyncThrowingStream(unfolding: { try await channel.next() })
    }
}

/// The subscription behind `values`: elements wait here until the loop asks for them.
final class ValuesChannel<Element>: @unchecked Sendable {
    private let source: Observable<Element>
    private let lock = Lock()
    // Guarded by `lock`.
    private var buffer: [Element] = []
    private var bufferHead = 0
    private var end: Result<Void, Swift.Error>?
    private var isEndDelivered = false
    private var waiting: CheckedContinuation<AsyncBridgeBox<Element?>, Swift.Error>?
    private var subscription: Disposable?

    init(source: Observable<Element>) {
        self.source = source
    }

    deinit {
        subscription?.dispose()
    }

    func next() async throws -> Element? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready = lock.withLock { () -> Result<AsyncBridgeBox<Element?>, Swift.Error>? in
                    if bufferHead < buffer.count {
                        let element = buffer[bufferHead]
                        bufferHead += 1
                        if bufferHead == buffer.count {
                            buffer.removeAll(keepingCapacity: true)
                            bufferHead = 0
                        }
                        return .success(AsyncBridgeBox(value: element))
                    }
                    if let end { return takeEnd(end) }
                    waiting = continuation
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            finish(.failure(CancellationError()))
        }.value
    }

    /// The end, once; afterwards the loop just ends.
    private func takeEnd(_ end: Result<Void, Swift.Error>) -> Result<AsyncBridgeBox<Element?>, Swift.Error> {
        if isEndDelivered { return .success(AsyncBridgeBox(value: nil)) }
        isEndDelivered = true
        return end.map { AsyncBridgeBox(value: nil) }
    }

    func start() {
        // Weak: the subscription must not keep the channel alive once the loop let it go.
        let disposable = source.subscribe(
            onNext: { [weak self] element in self?.receive(element) },
            onError: { [weak self] error in self?.finish(.failure(error)) },
            onCompleted: { [weak self] in self?.finish(.success(())) })
        let disposeNow = lock.withLock { () -> Bool in
            if end != nil { return true }
            subscription = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    private func receive(_ element: Element) {
        let waiter = lock.withLock { () -> CheckedContinuation<AsyncBridgeBox<Element?>, Swift.Error>? in
            guard end == nil else { return nil }
            guard let waiter = waiting else {
                buffer.append(element)
                return nil
            }
            waiting = nil
            return waiter
        }
        waiter?.resume(returning: AsyncBridgeBox(value: element))
    }

    private func finish(_ result: Result<Void, Swift.Error>) {
        let (waiter, delivered, disposable) = lock.withLock {
            () -> (CheckedContinuation<AsyncBridgeBox<Element?>, Swift.Error>?, Result<AsyncBridgeBox<Element?>, Swift.Error>?, Disposable?) in
            guard end == nil else { return (nil, nil, nil) }
            end = result
            let taken = subscription
            subscription = nil
            guard let waiter = waiting else { return (nil, nil, taken) }
            waiting = nil
            return (waiter, takeEnd(result), taken)
        }
        if let waiter, let delivered { waiter.resume(with: delivered) }
        disposable?.dispose()
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
