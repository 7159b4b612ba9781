#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A lock the thread holding it may take again, as RxSwift's `RecursiveLock`.
///
/// RxSwift's sinks deliver an event sent from inside an observer nested, on the same thread,
/// while another thread's event waits until the lock is free. This lock gives that behaviour.
/// Only the owner touches `depth`, so the uncontended path is one load, the mutex's inlined
/// compare-and-swap and one store; a waiting thread sleeps in the mutex (a futex on Linux).
@usableFromInline final class RecursiveLock: @unchecked Sendable {
    @usableFromInline let mutex = Mutex<Void>(())
    @usableFromInline let owner = Atomic<UInt>(0)
    /// Only read and written by the thread that holds the mutex.
    @usableFromInline @exclusivity(unchecked) var depth = 0

    @inlinable init() {}

    @inline(__always)
    @inlinable func lock() {
        let me = currentThreadID()
        // Only this thread ever stores its own id, so seeing it means this thread holds the lock.
        if owner.load(ordering: .relaxed) == me {
            depth += 1
            return
        }
        mutex._unsafeLock()
        // Acquiring: pairs with the releasing store in `unlock`. Free on x86 (a plain load),
        // it makes the hand-over visible to ThreadSanitizer, which cannot see the mutex's
        // futex wait inside the uninstrumented standard library.
        _ = owner.load(ordering: .acquiring)
        owner.store(me, ordering: .relaxed)
        depth = 1
    }

    @inline(__always)
    @inlinable func unlock() {
        depth -= 1
        if depth == 0 {
            owner.store(0, ordering: .releasing)
            mutex._unsafeUnlock()
        }
    }

    @inline(__always)
    @inlinable func performLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// True when the calling thread holds the lock.
    @inlinable var isHeldByCurrentThread: Bool { owner.load(ordering: .relaxed) == currentThreadID() }
}

/// An identifier of the calling thread that is never 0.
@inline(__always)
@inlinable func currentThreadID() -> UInt {
    #if canImport(Glibc)
    UInt(pthread_self())
    #else
    UInt(bitPattern: pthread_self())
    #endif
}
