#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A small lock guarding state that lives beside it in a class.
///
/// `Synchronization.Mutex` needs `sending` values, which non-Sendable elements and
/// closures (RxSwift's are not `@Sendable`) cannot satisfy; this lock has no such rule.
/// Critical sections here are a few instructions long, so a compare-and-swap that yields
/// the processor while contended beats a kernel-backed mutex.
@usableFromInline final class Lock: @unchecked Sendable {
    @usableFromInline let locked = Atomic<Bool>(false)

    @inlinable init() {}

    @inline(__always)
    @inlinable func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        while !locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            sched_yield()
        }
        defer { locked.store(false, ordering: .releasing) }
        return try body()
    }
}
