import RxSwift

/// A value shared between threads, reached only under its lock.
///
/// The lock is RxSwift's one-word `Lock`, stored in the object: not `Synchronization.Mutex`,
/// because on Linux a contended `Mutex` waits on a raw futex inside the toolchain's
/// uninstrumented library, so ThreadSanitizer cannot see the hand-over and reports a race that
/// is not there (`Lock`'s acquiring and releasing atomics are compiled into this module, where
/// TSan sees them); not `NSLock`, an object of its own, locked and unlocked through Foundation's
/// class (a fixture request takes a dozen of these locks).
public final class Guarded<Value>: @unchecked Sendable {
    private let lock = Lock()
    /// Only reached under `lock`, and `withLock` is never re-entered (it would deadlock first),
    /// so not checked for exclusivity at run time at each access.
    @exclusivity(unchecked) private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; keep it short and never re-enter.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
