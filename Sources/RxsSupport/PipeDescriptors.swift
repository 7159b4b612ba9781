#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe whose ends a child process does not inherit (`pipe2` is not visible from Swift here).
package enum PipeDescriptors {
    /// The read and write ends, close-on-exec, each non-blocking when asked; nil on failure.
    package static func make(nonBlockingRead: Bool, nonBlockingWrite: Bool) -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for (end, nonBlocking) in [(ends[0], nonBlockingRead), (ends[1], nonBlockingWrite)] {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            if nonBlocking { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        }
        return (ends[0], ends[1])
    }
}
