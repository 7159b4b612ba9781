import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file this process has read as input — a script (named on the command line, included
/// under any name), a cassette of `--fixtures` or `--record`, the REPL's history — by name and
/// by file identity, so an output (`--html`, `--junit`, `:html`) checked just before it is
/// written can refuse to replace one of them, whatever name or link it is given.
package enum FilesRead {
    /// A regular file's identity: any name or link to it has the same.
    package struct Identity: Hashable, Sendable {
        package var device: UInt64
        package var inode: UInt64
    }

    /// What a file was read as, as an error names it.
    package enum Kind: String, Sendable {
        case script = "a script"
        case cassette = "a cassette"
        case history = "the history file"
    }

    package struct Entry: Sendable {
        package var path: String
        package var kind: Kind
        /// The file's identity when it was read (nil if it was no regular file then).
        package var identity: Identity?
    }

    /// Kept at most: far above the files of any suite; past it the oldest half is forgotten.
    private static let limit = 10_000
    private static let state = Mutex<(entries: [Entry], paths: Set<String>)>(([], []))

    /// Notes `path` as read (`-`, standard input, is no file).
    package static func note(_ path: String, as kind: Kind = .script) {
        guard path != "-", !path.isEmpty else { return }
        let identity = Self.identity(of: path)
        state.withLock { state in
            guard state.paths.insert(path).inserted else { return }
            if state.entries.count >= limit {
                state.entries.removeFirst(state.entries.count / 2)
                state.paths = Set(state.entries.map(\.path))
                state.paths.insert(path)
            }
            state.entries.append(Entry(path: path, kind: kind, identity: identity))
        }
    }

    package static var all: [Entry] { state.withLock { $0.entries } }

    /// The file read that is the file at `path` now (by identity then or now), if any.
    package static func read(as path: String) -> Entry? {
        guard let target = identity(of: path) else { return nil }
        return all.first { $0.identity == target || identity(of: $0.path) == target }
    }

    /// The regular file `path` leads to, if any.
    package static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(FileName.cString(path), &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
