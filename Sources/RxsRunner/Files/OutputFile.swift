import Foundation
import APIClient
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsScript
import RxsSession
import RxsSupport

/// The files a run writes besides a script (`--html`, `--junit`, `:html`): never a file the
/// run reads — a script (named or included under any name), a cassette of its `--fixtures` or
/// `--record` folder, the history — and never any other `.rxs` file, so a swapped or mistyped
/// argument cannot overwrite work; checked before a run starts (`SafeFileWriter.check`), so a
/// bad path is refused at once rather than after the run, and again just before writing.
package struct OutputFile {
    private typealias Identity = FilesRead.Identity

    /// The scripts the run reads, by file identity (so any spelling or link to them counts).
    private let inputs: [Identity: String]
    /// The folders whose cassettes the run reads (`--fixtures`, `--record`), searched
    /// before the run has listed them.
    private let cassetteFolders: [String]

    package init(inputs: [String], network: NetworkStack.Mode = .fixtures(directories: [])) {
        var identities: [Identity: String] = [:]
        for input in inputs where input != "-" {
            if let identity = Self.identity(of: input), identities[identity] == nil { identities[identity] = input }
        }
        self.inputs = identities
        switch network {
        case .fixtures(let directories): cassetteFolders = directories.map(\.path)
        case .recording(let directory): cassetteFolders = [directory.path]
        case .live: cassetteFolders = []
        }
    }

    /// Throws why `path` may not take `what` ("the page", "the report").
    package func check(_ path: String, for what: String) throws(SafeFileWriter.Failure) {
        func fail(_ reason: String) -> SafeFileWriter.Failure { SafeFileWriter.Failure(path: path, reason: reason) }
        if path == "-" { throw fail("\(what) is written to a file, not to standard output; give a file name") }
        if let identity = Self.identity(of: path) {
            if let input = inputs[identity] {
                throw fail("it is the script being run\(input == path ? "" : " (as \(input))"); give \(what) another name")
            }
            // Any file read so far: an include under any name (`lib.inc`), a cassette.
            if let read = FilesRead.read(as: path) {
                throw fail("it is \(read.kind.rawValue) this run reads\(read.path == path ? "" : " (as \(read.path))"); give \(what) another name")
            }
            if let cassette = cassette(identifiedBy: identity) {
                throw fail("it is a cassette this run reads\(cassette == path ? "" : " (as \(cassette))"); give \(what) another name")
            }
            if Self.resolvedName(path).hasSuffix(".rxs") { throw fail("it is a script (.rxs); give \(what) another name") }
        }
        try SafeFileWriter.check(path)
    }

    /// The `*.json` file of a cassette folder (at any depth, as the fixtures read them) that
    /// is the file `identity` names.
    private func cassette(identifiedBy identity: Identity) -> String? {
        for folder in cassetteFolders {
            for name in FolderWalk.files(in: folder) where name.hasSuffix(".json") {
                let file = folder + "/" + name
                if Self.identity(of: file) == identity { return file }
            }
        }
        return nil
    }

    private static func identity(of path: String) -> Identity? { FilesRead.identity(of: path) }

    /// The path with its links resolved (itself when that fails).
    private static func resolvedName(_ path: String) -> String {
        guard let resolved = realpath(FileName.cString(path), nil) else { return path }
        defer { free(resolved) }
        return FileName.decode(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }
}
