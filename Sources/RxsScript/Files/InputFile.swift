#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsSupport

/// Reads a whole input: a file, `-` for standard input, or anything else `open` accepts (a
/// FIFO, `/dev/stdin`, a process substitution), in chunks until the end, so nothing needs a
/// size known in advance. A failure carries the system's reason.
package enum InputFile {
    /// Why an input could not be read: `cannot read flow.rxs: No such file or directory`.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var path: String
        package var reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        package var description: String { VisibleText.escapingControls("cannot read \(path): \(reason)") }
    }

    /// The name errors and reports use for `path`: `<stdin>` for `-`, bytes that are not UTF-8 as `\xE9`.
    package static func displayName(_ path: String) -> String {
        path == "-" ? "<stdin>" : FileName.shown(path)
    }

    /// The most a script may hold: far above any real script (600,000 lines are 20 MB), and
    /// an end for `/dev/zero` or `/dev/urandom`, which would otherwise fill the memory.
    package static let maximumBytes = 256 << 20

    package static func read(_ path: String, limit: Int = maximumBytes) -> Result<[UInt8], Failure> {
        FilesRead.note(path)
        // The name's bytes, which need not be UTF-8 (`FileName`).
        let descriptor = path == "-" ? 0 : open(FileName.cString(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(path)) }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunkSize = 64 * 1024
        // A regular file's size is known: one allocation of that size, rather than doubling
        // (a million-line script would peak at twice its size while growing), and a chunk no
        // larger than it (a suite reads thousands of small scripts).
        // A file known to be over the limit is refused before anything is allocated for it.
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            guard status.st_size <= off_t(limit) else { return .failure(tooLarge(path, limit: limit)) }
            bytes.reserveCapacity(Int(status.st_size) + 1)
            chunkSize = min(chunkSize, Int(status.st_size) + 1)
        }
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(failure(path))
            }
            guard bytes.count + count <= limit else { return .failure(tooLarge(path, limit: limit)) }
            bytes += chunk[..<count]
        }
    }

    /// `it holds more than 256 MB, too much for a script` (`what`: cassettes say so).
    package static func tooLarge(_ path: String, limit: Int, what: String = "a script") -> Failure {
        let size = limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) bytes"
        return Failure(path: displayName(path), reason: "it holds more than \(size), too much for \(what)")
    }

    private static func failure(_ path: String) -> Failure {
        Failure(path: displayName(path), reason: String(cString: strerror(errno)))
    }
}
