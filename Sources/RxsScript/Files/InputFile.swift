#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsSupport

/// Reads a whole input: a file, `-` for standard input, or anything else `open` accepts (a
/// FIFO, `/dev/stdin`, a process substitution). A regular file is read into an array of its
/// size; anything else, or a file that grows while read, in chunks until the end, so nothing
/// needs a size known in advance. A failure carries the system's reason.
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
        // A regular file's size is known: it is read straight into an array of that size and
        // one byte more, to see its end (a million-line script would peak at twice its size
        // while doubling; a suite reads thousands of small scripts, and a zeroed chunk copied
        // out cost about 14 k instructions a script). One that grew since goes on in chunks.
        // A file known to be over the limit is refused before anything is allocated for it.
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            guard status.st_size <= off_t(limit) else { return .failure(tooLarge(path, limit: limit)) }
            let capacity = Int(status.st_size) + 1
            var readError: Int32?
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                while initialized < capacity {
                    switch readSome(descriptor, into: buffer.baseAddress.map { $0 + initialized }, count: capacity - initialized) {
                    case .read(0): return
                    case .read(let count): initialized += count
                    case .failed(let error): readError = error; return
                    }
                }
            }
            if let readError { return .failure(failure(path, errorNumber: readError)) }
            if bytes.count < capacity { return .success(bytes) }
            guard bytes.count <= limit else { return .failure(tooLarge(path, limit: limit)) }
            chunkSize = min(chunkSize, capacity)
        }
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            switch chunk.withUnsafeMutableBufferPointer({ readSome(descriptor, into: $0.baseAddress, count: $0.count) }) {
            case .read(0): return .success(bytes)
            case .read(let count):
                guard bytes.count + count <= limit else { return .failure(tooLarge(path, limit: limit)) }
                bytes += chunk[..<count]
            case .failed(let error): return .failure(failure(path, errorNumber: error))
            }
        }
    }

    /// What one `read(2)` gave: how many bytes came (0 at the end), or the system's error number.
    private enum ReadOutcome {
        case read(Int)
        case failed(Int32)
    }

    /// One `read(2)` of at most `count` bytes, again when a signal interrupted it.
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutablePointer<UInt8>?, count: Int) -> ReadOutcome {
        while true {
            #if canImport(Glibc)
            let result = Glibc.read(descriptor, buffer, count)
            #else
            let result = Darwin.read(descriptor, buffer, count)
            #endif
            if result >= 0 { return .read(result) }
            if errno != EINTR { return .failed(errno) }
        }
    }

    /// `it holds more than 256 MB, too much for a script` (`what`: cassettes say so).
    package static func tooLarge(_ path: String, limit: Int, what: String = "a script") -> Failure {
        let size = limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) bytes"
        return Failure(path: displayName(path), reason: "it holds more than \(size), too much for \(what)")
    }

    private static func failure(_ path: String, errorNumber: Int32 = errno) -> Failure {
        Failure(path: displayName(path), reason: String(cString: strerror(errorNumber)))
    }
}
