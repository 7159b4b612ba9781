/// A sink fed by more than one party — a source and a timer, or several sources — possibly
/// on different threads.
///
/// State changes run under one lock (`synchronized`), and the events they `send` are
/// forwarded in the order they were sent, outside the lock, never overlapping: an event sent
/// while another is being forwarded (from another thread, or re-entrantly from downstream)
/// is queued and forwarded afterwards by the thread already forwarding. So a downstream
/// observer may call back into the operator without deadlocking, and the lock is never held
/// while user code runs. Do not call schedulers or user closures inside `synchronized`.
class SerializingSink<Output>: Sink<Output>, @unchecked Sendable {
    private let lock = Lock()
    private var outbox: [Event<Output>] = []
    private var outboxHead = 0
    private var isForwarding = false

    /// Runs `update` under the lock, then forwards the events it sent.
    @discardableResult
    final func synchronized<Result>(_ update: () -> Result) -> Result {
        let (result, first) = lock.withLock { (update(), claimNext()) }
        if let first { forwardQueued(first) }
        return result
    }

    /// Queues an event for forwarding; call only inside `synchronized`.
    final func send(_ event: Event<Output>) {
        outbox.append(event)
    }

    /// Takes the next queued event if nobody else is forwarding; needs the lock.
    private func claimNext() -> Event<Output>? {
        guard !isForwarding, outboxHead < outbox.count else { return nil }
        isForwarding = true
        return popOutbox()
    }

    /// Needs the lock and a non-empty outbox.
    private func popOutbox() -> Event<Output> {
        let event = outbox[outboxHead]
        outboxHead += 1
        if outboxHead == outbox.count {
            outbox.removeAll(keepingCapacity: true)
            outboxHead = 0
        }
        return event
    }

    private func forwardQueued(_ first: Event<Output>) {
        var event = first
        while true {
            forwardEvent(event)
            let next = lock.withLock { () -> Event<Output>? in
                guard outboxHead < outbox.count else {
                    isForwarding = false
                    return nil
                }
                return popOutbox()
            }
            guard let next else { return }
            event = next
        }
    }
}
