import APIClient
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsScript
import RxsSession
import RxsSupport

/// The files a run writes besides a script (`--html`, `--junit`, `:html`): never a script —
/// not one the run reads, not any other `.rxs` file — so a swapped or mistyped argument
/// cannot overwrite work; and checked before a run starts (`SafeFileWriter.check`), so a bad
/// path is refused at once rather than after the run.
package struct OutputFile {
    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The scripts the run reads, by file identity (so any spelling or link to them counts).
    private let inputs: [Identity: String]

    package init(inputs: [String]) {
        var identities: [Identity: String] = [:]
        for input in inputs where input != "-" {
            if let identity = Self.identity(of: input), identities[identity] == nil { identities[identity] = input }
        }
        self.inputs = identities
    }

    /// Throws why `path` may not take `what` ("the page", "the report").
    package func check(_ path: String, for what: String) throws(SafeFileWriter.Failure) {
        func fail(_ reason: String) -> SafeFileWriter.Failure { SafeFileWriter.Failure(path: path, reason: reason) }
        if path == "-" { throw fail("\(what) is written to a file, not to standard output; give a file name") }
        if let identity = Self.identity(of: path) {
            if let input = inputs[identity] {
                throw fail("it is the script being run\(input == path ? "" : " (as \(input))"); give \(what) another name")
            }
            // Any file read as a script so far: an include under any name (`lib.inc`).
            if let read = FilesRead.all.first(where: { Self.identity(of: $0) == identity }) {
                throw fail("it is a script this run reads\(read == path ? "" : " (as \(read))"); give \(what) another name")
            }
            if Self.resolvedName(path).hasSuffix(".rxs") { throw fail("it is a script (.rxs); give \(what) another name") }
        }
        try SafeFileWriter.check(path)
    }

    /// The regular file `path` leads to, if any.
    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The path with its links resolved (itself when that fails).
    private static func resolvedName(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
