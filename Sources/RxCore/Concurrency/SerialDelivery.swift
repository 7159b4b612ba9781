import Synchronization

/// Runs actions one at a time, in order, whichever threads submit them.
///
/// An action submitted while another one runs — from another thread, or re-entrantly from
/// inside the running action — is queued and run by the thread already running, right after
/// the current action. So actions never overlap and re-entrancy never deadlocks (RxSwift gets
/// this from a recursive lock, which we do not have). Multi-source operators put all their
/// state changes and forwarding inside `run`, which makes their state single-threaded.
///
/// Uncontended cost: two atomic operations, no lock, no allocation. A queued action costs a
/// lock round trip and one closure allocation.
final class SerialDelivery: @unchecked Sendable {
    /// Actions submitted and not finished yet, counting the running one. Whoever moves it from
    /// 0 to 1 runs actions until it falls back to 0.
    private let pending = Atomic<Int>(0)
    private let lock = Lock()
    private var queue: [() -> Void] = []

    init() {}

    /// Runs `action(owner, input)` now, or after the actions already submitted.
    ///
    /// Pass a closure literal that captures nothing (it gets everything through `owner` and
    /// `input`): such a closure is a plain function pointer, so the fast path allocates nothing.
    @inline(__always)
    func run<Owner, Input>(_ owner: Owner, _ input: Input, _ action: @escaping (Owner, Input) -> Void) {
        if pending.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged {
            action(owner, input)
            let remaining = pending.subtract(1, ordering: .acquiringAndReleasing).newValue
            if remaining > 0 { drain() }
            return
        }
        // Appending and counting under one lock keeps every counted action in the queue,
        // so the count never runs ahead of what a drainer can take.
        let mustDrain = lock.withLock { () -> Bool in
            queue.append { action(owner, input) }
            return pending.add(1, ordering: .acquiringAndReleasing).oldValue == 0
        }
        if mustDrain { drain() }
    }

    /// Runs queued actions until none is left.
    private func drain() {
        while true {
            let batch = lock.withLock { () -> [() -> Void] in
                let taken = queue
                queue.removeAll(keepingCapacity: false)
                return taken
            }
            for action in batch { action() }
            if pending.subtract(batch.count, ordering: .acquiringAndReleasing).newValue == 0 { return }
        }
    }
}
