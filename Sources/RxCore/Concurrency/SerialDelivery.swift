#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
    /// Swapped with `queue` by the running thread, so neither array reallocates in steady state.
    private var batch: [() -> Void] = []

    /// Only the running thread writes this: its own thread id while it subscribes a source in
    /// `subscribeNested`, `nestedActionRunning` while it runs such a source's event at once.
    private let nesting = Atomic<UInt>(0)
    private static var nestedActionRunning: UInt { 1 }

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

    /// Called from inside a running action to subscribe a source (an inner sequence): events
    /// the source sends synchronously during `subscribe` through `runNested` run at once, as
    /// part of the current action, instead of being queued behind it. One level deep only, so
    /// a chain of sources completing synchronously does not grow the stack.
    func subscribeNested<Result>(_ subscribe: () -> Result) -> Result {
        let previous = nesting.load(ordering: .relaxed)
        guard previous != Self.nestedActionRunning else { return subscribe() }
        nesting.store(currentThreadID(), ordering: .relaxed)
        defer { nesting.store(previous, ordering: .relaxed) }
        return subscribe()
    }

    /// `run`, except inside `subscribeNested` on the running thread, where the action runs at
    /// once. Anything submitted from inside that action (a re-entrant event) is queued as usual.
    @inline(__always)
    func runNested<Owner, Input>(_ owner: Owner, _ input: Input, _ action: @escaping (Owner, Input) -> Void) {
        let thread = currentThreadID()
        guard nesting.load(ordering: .relaxed) == thread else {
            run(owner, input, action)
            return
        }
        nesting.store(Self.nestedActionRunning, ordering: .relaxed)
        action(owner, input)
        nesting.store(thread, ordering: .relaxed)
    }

    /// Runs queued actions until none is left.
    private func drain() {
        while true {
            lock.withLock { swap(&queue, &batch) }
            let count = batch.count
            for action in batch { action() }
            batch.removeAll(keepingCapacity: true)
            if pending.subtract(count, ordering: .acquiringAndReleasing).newValue == 0 { return }
        }
    }
}

@inline(__always)
private func currentThreadID() -> UInt {
    #if canImport(Glibc)
    UInt(pthread_self())
    #else
    UInt(bitPattern: pthread_self())
    #endif
}
