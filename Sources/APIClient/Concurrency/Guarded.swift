import Foundation

/// A value shared between threads, reached only under its lock.
///
/// Used instead of `Synchronization.Mutex`: on Linux a contended `Mutex` waits on a raw futex
/// inside the toolchain's uninstrumented library, so ThreadSanitizer cannot see the hand-over
/// and reports a race that is not there. `NSLock` is a pthread mutex, which TSan understands.
public final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; keep it short and never re-enter.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
