import RxsSupport
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open regular file that each pass over a script reads again from its start, a chunk at
/// a time (`pread`, so passes keep their own offsets), rather than holding its bytes: a
/// million-line replay then needs no more memory than a short one.
package final class ScriptFileHandle: Sendable {
    static let chunkSize = 64 * 1024

    private let descriptor: Int32
    /// The errno of the last read that failed (0: none), so a pass that ended early on an
    /// error is not taken for the script's end.
    private let failedRead = Atomic<Int32>(0)

    /// Nil unless `path` opens as a regular file of at most `limit` bytes (anything else is
    /// read whole by `InputFile`, which also reports what is wrong with it).
    package init?(path: String, limit: Int = InputFile.maximumBytes) {
        // Only a regular file is opened here: opening a FIFO would wait for its writer (or,
        // opened and closed at once, take its data or break its pipe), and `InputFile` opens
        // it again. Non-blocking, in case the path became something else since `stat`.
        FilesRead.note(path)
        var status = stat()
        let bytes = FileName.cString(path)
        guard stat(bytes, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = open(bytes, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= limit else {
            close(descriptor)
            return nil
        }
        // A file that opens but cannot be read (`/proc/self/mem`) is left to `InputFile`,
        // which reports why.
        var probe: UInt8 = 0
        guard pread(descriptor, &probe, 1, 0) >= 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Why a read of the file failed, if one did (a pass then ended early).
    package var readFailure: String? {
        let code = failedRead.load(ordering: .relaxed)
        return code == 0 ? nil : String(cString: strerror(code))
    }

    /// The file's bytes from its start, one chunk per call; nil at the end (or on a read
    /// error, which `readFailure` then tells).
    package func chunks() -> () -> [UInt8]? {
        var offset: off_t = 0
        return { [self] in
            var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
            while true {
                let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
                if count < 0, errno == EINTR { continue }
                if count < 0 { failedRead.store(errno, ordering: .relaxed) }
                guard count > 0 else { return nil }
                offset += off_t(count)
                if count < chunk.count { chunk.removeSubrange(count...) }
                return chunk
            }
        }
    }
}
