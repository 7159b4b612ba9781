#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file rxs writes (`:save`, `rxs test --update`, `--junit`, recorded cassettes) goes
/// through here, so none is clobbered: a symbolic link is followed and its target updated (the
/// link stays a link), only a regular file or a new name in an existing folder is written, an
/// existing file keeps its permissions, and a failure says why in plain words.
///
/// The new contents go to a temporary file in the target's folder that is renamed over the
/// target, so an interrupted or failed write (disk full, quota, I/O error) never leaves half a
/// file. That holds for a file with several hard links too: the name written gets the new
/// file and the other names keep the old one, whole (rewriting it in place for every name
/// could cut it for every name). The temporary file is removed on SIGINT and SIGTERM, and one
/// left by a process that died (SIGKILL) is removed by the next write into its folder: its
/// name, `.rxs-PID-…​.tmp`, tells which process wrote it.
package enum SafeFileWriter {
    /// Why a file could not be written: `description` reads "cannot write PATH: REASON".
    package struct Failure: Error, Equatable, CustomStringConvertible {
        package var path: String
        package var reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        package var description: String { VisibleText.escapingControls("cannot write \(path): \(reason)") }
    }

    /// Writes `text` as UTF-8 to `path` (relative to the current folder).
    package static func write(_ text: String, to path: String) throws(Failure) {
        try write(Array(text.utf8), to: path)
    }

    package static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
        switch try destination(of: path, fail: fail) {
        case .existing(let target, let info):
            try replace(target, with: bytes, mode: info.st_mode & 0o7777, owner: (info.st_uid, info.st_gid), fail: fail)
        case .new(let target):
            try replace(target, with: bytes, mode: nil, owner: nil, fail: fail)
        }
    }

    /// Throws what `write` would say if `path` cannot be written now, writing nothing: so a
    /// long run can refuse a bad output path before it starts rather than after.
    package static func check(_ path: String) throws(Failure) {
        func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
        if case .new(let target) = try destination(of: path, fail: fail), access(FileName.cString(folder(of: target)), W_OK | X_OK) != 0 {
            throw fail(reason(errno))
        }
    }

    /// Where `path` leads: an existing regular file (a link's target) that may be written, or
    /// a new name in an existing folder.
    private enum Destination {
        case existing(String, stat)
        case new(String)
    }

    private static func destination(of path: String, fail: (String) -> Failure) throws(Failure) -> Destination {
        guard !path.isEmpty else { throw fail("no file name given") }
        guard !path.utf8.contains(0) else { throw fail("the name contains a NUL byte") }
        let target = try resolve(path, fail: fail)
        var info = stat()
        // Names are bytes (`FileName`): a script whose name is not UTF-8 is rewritten too.
        if lstat(FileName.cString(target), &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else { throw fail(kind(info.st_mode)) }
            guard access(FileName.cString(target), W_OK) == 0 else { throw fail(reason(errno)) }
            return .existing(target, info)
        }
        let missing = errno
        guard missing == ENOENT else { throw fail(reason(missing)) }
        if path.hasSuffix("/") { throw fail("the name ends in / (a folder); give a file name") }
        let folder = Self.folder(of: target)
        var folderInfo = stat()
        guard stat(FileName.cString(folder), &folderInfo) == 0 else {
            throw fail(errno == ENOENT ? "no such folder \(folder)" : reason(errno))
        }
        guard folderInfo.st_mode & S_IFMT == S_IFDIR else { throw fail("\(folder) is not a folder") }
        return .new(target)
    }

    /// The path with `~` or `~/…` made the home folder.
    package static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }

    // MARK: Steps

    /// Follows symbolic links (relative ones from their own folder) to the file they name.
    private static func resolve(_ path: String, fail: (String) -> Failure) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(FileName.cString(current), &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(FileName.cString(current), &buffer, buffer.count - 1)
            guard count >= 0 else { throw fail(reason(errno)) }
            let link = FileName.decode(buffer[..<count].map { UInt8(bitPattern: $0) })
            current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
        }
        throw fail(reason(ELOOP))
    }

    /// Writes a temporary file beside `target` and renames it over it.
    private static func replace(_ target: String, with bytes: [UInt8], mode: mode_t?, owner: (uid_t, gid_t)?,
                                fail: (String) -> Failure) throws(Failure) {
        let folder = Self.folder(of: target)
        TemporaryFiles.removeStale(in: folder)
        var temporary = ""
        var descriptor: Int32 = -1
        var slot: Int?
        var openError: Int32 = 0
        for attempt in 0..<100 {
            // Short and fixed in length, so a long target name cannot make it too long.
            temporary = folder + "/" + TemporaryFiles.prefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))-\(attempt)" + TemporaryFiles.suffix
            // Noted for the signal handler before the file exists, so no signal finds a file
            // it does not know (a name with this process's id is no one else's).
            slot = TemporaryFiles.begin(temporary)
            descriptor = open(FileName.cString(temporary), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            openError = errno
            if descriptor >= 0 { break }
            TemporaryFiles.end(slot)
            slot = nil
            if openError != EEXIST { break }
        }
        // ENOENT in a folder that exists: one that holds no new files (/proc/1).
        guard descriptor >= 0 else { throw fail(openError == ENOENT ? "no new file can be made in \(folder)" : reason(openError)) }
        defer { TemporaryFiles.end(slot) }
        var failure: Failure?
        if let owner, geteuid() == 0 { _ = fchown(descriptor, owner.0, owner.1) }
        if let mode, fchmod(descriptor, mode) != 0 { failure = fail(reason(errno)) }
        if failure == nil, let problem = writeAll(bytes, to: descriptor) { failure = fail(reason(problem)) }
        if failure == nil, fsync(descriptor) != 0, errno != EINVAL { failure = fail(reason(errno)) }
        if close(descriptor) != 0, failure == nil { failure = fail(reason(errno)) }
        if failure == nil, rename(FileName.cString(temporary), FileName.cString(target)) != 0 { failure = fail(reason(errno)) }
        if let failure {
            unlink(FileName.cString(temporary))
            throw failure
        }
    }

    /// nil when every byte was written, else the errno.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    // MARK: Words

    /// The folder holding `path` (`.` for a bare name).
    package static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// What a file of `mode` is, when it is not a regular file: "is a directory", "is a named
    /// pipe (FIFO), not a regular file", … (for a reader refusing it too).
    package static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "is a directory"
        case S_IFIFO: return "is a named pipe (FIFO), not a regular file"
        case S_IFCHR, S_IFBLK: return "is a device, not a regular file"
        case S_IFSOCK: return "is a socket, not a regular file"
        default: return "is not a regular file"
        }
    }

    /// The OS's reason in the user's words.
    package static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: return "permission denied"
        case ENOENT: return "no such file or folder"
        case EISDIR: return "is a directory"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENAMETOOLONG: return "the name is too long"
        case ELOOP: return "too many symbolic links"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is used up"
        case EROFS: return "the file system is read-only"
        case EXDEV: return "the link points to another file system"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
