/// Runs actions one at a time in submission order; an action submitted while another runs —
/// from another thread, or re-entrantly from inside it — is queued and run by the running
/// thread right after the current one, and the submitter returns at once.
///
/// RxSwift's `AsyncLock`: the gate of its tail-recursive operators (concat of a sequence,
/// retry), which is why a source completing inside its own subscription moves to the next
/// source in a loop rather than by recursion.
@usableFromInline final class AsyncLock: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline var isExecuting = false
    @usableFromInline var queue: [() -> Void] = []
    @usableFromInline var queueHead = 0

    @inlinable init() {}

    @inlinable func invoke(_ action: @escaping () -> Void) {
        let runsNow = lock.withLock { () -> Bool in
            if isExecuting {
                queue.append(action)
                return false
            }
            isExecuting = true
            return true
        }
        guard runsNow else { return }
        action()
        while let next = dequeue() { next() }
    }

    @inlinable func dequeue() -> (() -> Void)? {
        lock.withLock {
            guard queueHead < queue.count else {
                queue.removeAll(keepingCapacity: true)
                queueHead = 0
                isExecuting = false
                return nil
            }
            let next = queue[queueHead]
            queueHead += 1
            return next
        }
    }
}
