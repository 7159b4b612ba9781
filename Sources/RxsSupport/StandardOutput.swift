import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where rxs's own output goes: the process's standard output as it was when rxs took
/// descriptor 1 over (`StrayOutput` in RxsCLI points 1 at a pipe, so that what code under
/// test writes there cannot land between rxs's lines), else descriptor 1 itself.
///
/// Everything that asks about "stdout" — is it a terminal, how wide, is it /dev/null —
/// asks about this descriptor, since 1 may be the pipe.
package enum StandardOutput {
    private static let own = Atomic<Int32>(STDOUT_FILENO)

    /// The descriptor rxs writes its output to.
    package static var descriptor: Int32 { own.load(ordering: .acquiring) }

    /// Set once rxs holds a copy of the original standard output (never closed after).
    package static func use(_ descriptor: Int32) {
        own.store(descriptor, ordering: .releasing)
    }

    package static var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes all of `bytes` with `write(2)`, nothing buffered, so a line written is out even
    /// if the process is then killed. False when the descriptor refused (a closed pipe).
    @discardableResult
    package static func write(_ bytes: some Collection<UInt8>) -> Bool {
        writeAll(bytes, to: descriptor)
    }

    @discardableResult
    package static func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { writeAll($0, to: descriptor) }
    }

    /// `text` and a line break, in one `write` when it takes them whole (no copy of `text`).
    @discardableResult
    package static func writeLine(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { line in
            guard let base = line.baseAddress else { return writeAll([0x0A], to: descriptor) }
            var newline: UInt8 = 0x0A
            let written = withUnsafeMutablePointer(to: &newline) { newline -> Int in
                var parts = [iovec(iov_base: UnsafeMutableRawPointer(mutating: base), iov_len: line.count),
                             iovec(iov_base: UnsafeMutableRawPointer(newline), iov_len: 1)]
                return writev(descriptor, &parts, 2)
            }
            if written == line.count + 1 { return true }
            // Interrupted or cut short: the rest the plain way.
            let done = max(written, 0)
            if done <= line.count {
                return writeAll(UnsafeBufferPointer(rebasing: line[done...]), to: descriptor)
                    && writeAll([0x0A], to: descriptor)
            }
            return true
        }
    }

    /// Writes all of `bytes` to `descriptor`, again after a partial write or an interruption.
    @discardableResult
    package static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
        let written = bytes.withContiguousStorageIfAvailable { writeAll($0, to: descriptor) }
        return written ?? writeAll(Array(bytes), to: descriptor)
    }

    private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        guard var next = buffer.baseAddress else { return true }
        var left = buffer.count
        while left > 0 {
            let count = Glibc.write(descriptor, next, left)
            if count < 0 {
                if errno == EINTR { continue }
                // A descriptor someone made non-blocking: wait until it takes more.
                if errno == EAGAIN {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return false
            }
            next += count
            left -= count
        }
        return true
    }
}
