import Synchronization

/// A small lock guarding state that lives beside it in a class.
///
/// Backed by `Synchronization.Mutex` (a futex on Linux, `os_unfair_lock` on Darwin): the
/// uncontended path is one inlined compare-and-swap, and a thread that finds it taken sleeps
/// in the kernel until it is released, never spinning. `Mutex.withLock` wants `sending`
/// results, which non-Sendable elements and closures (RxSwift's are not `@Sendable`) cannot
/// satisfy, so the lock is taken and released around the body directly.
@usableFromInline final class Lock: @unchecked Sendable {
    @usableFromInline let mutex = Mutex<Void>(())
    /// Stored releasing before each unlock and loaded acquiring after each lock: free on x86
    /// (plain moves), it makes the hand-over visible to ThreadSanitizer, which cannot see the
    /// mutex's futex wait inside the uninstrumented standard library.
    @usableFromInline let handOver = Atomic<Bool>(false)

    @inlinable init() {}

    @inline(__always)
    @inlinable func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        mutex._unsafeLock()
        _ = handOver.load(ordering: .acquiring)
        defer {
            handOver.store(false, ordering: .releasing)
            mutex._unsafeUnlock()
        }
        return try body()
    }
}
