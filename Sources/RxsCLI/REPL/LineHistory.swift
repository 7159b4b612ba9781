import CEditLine

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsScript
import RxsSupport
import RxsSession
import RxsRunner

/// The REPL's input history in libedit's own list, saved in libedit's file format (`_HiStOrY_V2_`).
/// Consecutive duplicates and blank lines are not recorded.
package final class LineHistory {
    /// libedit's `History *`, also handed to the editor for up-arrow recall.
    let handle: OpaquePointer

    package init?(capacity: Int = 1_000) {
        guard let handle = history_init() else { return nil }
        self.handle = handle
        _ = rxs_history_set_size(handle, Int32(clamping: capacity))
        _ = rxs_history_set_unique(handle, 1)
    }

    deinit {
        history_end(handle)
    }

    /// `$HOME/.rxs_history`, or nil without a home folder (history then stays in memory).
    package static func defaultPath(environment: [String: String]) -> String? {
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home.hasSuffix("/") ? home + ".rxs_history" : home + "/.rxs_history"
    }

    package func add(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        _ = rxs_history_enter(handle, line)
    }

    /// Oldest first.
    package var entries: [String] {
        var result: [String] = []
        var entry = rxs_history_oldest(handle)
        while let text = entry {
            result.append(String(cString: text))
            entry = rxs_history_newer(handle)
        }
        return result
    }

    /// Adds the entries of a history file; a file that does not exist yet is no error. Only
    /// a regular file (or a link to one) is read: a FIFO would block the REPL's start.
    package func load(from path: String) throws(HistoryFileError) {
        guard access(path, F_OK) == 0 else { return }
        try Self.requireRegularFile(path, action: "read")
        // No `:html` may replace it.
        FilesRead.note(path, as: .history)
        errno = 0
        guard rxs_history_load(handle, path) >= 0 else {
            throw HistoryFileError(path: path, action: "read", reason: Self.reason(path: path, fallback: "not a history file"))
        }
    }

    /// Writes every entry to `path`, readable and writable by the user only (mode 0600).
    /// Only a regular file (or a link to one) is written: a FIFO or device could block or be
    /// clobbered.
    package func save(to path: String) throws(HistoryFileError) {
        try Self.requireRegularFile(path, action: "write")
        // A file rxs did not write (another program's history, notes, a link to either) is
        // never replaced: only an empty file or one starting with libedit's mark is ours.
        if !Self.isEmptyOrHistory(path) {
            throw HistoryFileError(path: path, action: "write", reason: "not a history file; it is left as it is")
        }
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
        guard descriptor >= 0 else {
            throw HistoryFileError(path: path, action: "write", reason: String(cString: strerror(errno)))
        }
        close(descriptor)
        errno = 0
        guard rxs_history_save(handle, path) >= 0, chmod(path, 0o600) == 0 else {
            throw HistoryFileError(path: path, action: "write", reason: Self.reason(path: path, fallback: "write failed"))
        }
    }

    /// The first line libedit writes in every history file.
    private static let mark = Array("_HiStOrY_V2_".utf8)

    /// True when `path` does not exist, is empty, or starts with libedit's mark (through links).
    private static func isEmptyOrHistory(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return errno == ENOENT }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: mark.count)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count == 0 || (count == mark.count && head == mark)
    }

    private static func requireRegularFile(_ path: String, action: String) throws(HistoryFileError) {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            let kind = info.st_mode & S_IFMT == S_IFDIR ? "is a directory" : "is not a regular file"
            throw HistoryFileError(path: path, action: action, reason: kind)
        }
    }

    private static func reason(path: String, fallback: String) -> String {
        let code = errno
        return code == 0 || code == ENOTTY ? fallback : String(cString: strerror(code))
    }
}

/// A history file that could not be read or written; the REPL warns once and keeps going.
package struct HistoryFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var action: String
    package var reason: String

    package var description: String { "cannot \(action) history file \(path): \(reason)" }
}
