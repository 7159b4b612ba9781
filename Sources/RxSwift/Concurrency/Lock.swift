import Synchronization

/// A small lock guarding state that lives beside it in a class.
///
/// One atomic word, as `RecursiveLock`: taking the free lock is one compare-and-swap, releasing
/// it one plain releasing store, where a mutex needs a second atomic read-modify-write on
/// release. A thread that finds it taken spins briefly, then yields, then sleeps in growing
/// steps (`lockContended`). The body runs between the two directly (no `Mutex.withLock`,
/// whose `sending` results non-Sendable elements and closures cannot satisfy). Acquiring and
/// releasing atomics make the hand-over visible to ThreadSanitizer too.
///
/// Non-copyable, so the word lives inside the object that holds the lock (as a `Mutex` does),
/// not in an object of its own: a lock costs its owner no allocation, free and release.
@usableFromInline package struct Lock: ~Copyable, @unchecked Sendable {
    /// 1 while held, 0 when free.
    @usableFromInline let word = Atomic<UInt>(0)

    @inlinable package init() {}

    @inline(__always)
    @inlinable package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            lockContended(word, as: 1)
        }
        defer { word.store(0, ordering: .releasing) }
        return try body()
    }
}
