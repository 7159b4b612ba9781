import Foundation

/// Cassettes compiled into a program: the offline answers a service ships with
/// (`ServiceDescription.cassettes`), so a lone binary copied anywhere still has them. A
/// generated Swift file holds the JSON texts (`scripts/embed-fixtures` writes the built-in
/// apps' one); each set is listed once per process, when a session first looks for an
/// answer (a run that sends no request never scans them), and its cassettes decoded on first use.
public final class CompiledCassettes: Sendable {
    /// Path of each cassette ("github/users-since.json") and its JSON text.
    public let files: [(name: String, json: StaticString)]
    private let listed = Guarded<CassetteFolder?>(nil)

    public init(files: [(name: String, json: StaticString)]) {
        self.files = files.sorted { $0.name < $1.name }
    }

    /// Whether `folder` was asked for (its requests scanned).
    var isListed: Bool { listed.withLock { $0 != nil } }

    /// The cassettes with their stated requests, scanned on first use.
    var folder: CassetteFolder {
        listed.withLock { folder in
            if let folder { return folder }
            let compiled = CassetteFolder.compiled(files)
            folder = compiled
            return compiled
        }
    }

    /// The JSON of the cassette at `name`, nil when there is none.
    public func cassette(named name: String) -> Data? {
        files.first { $0.name == name }.map { $0.json.withUTF8Buffer { Data($0) } }
    }
}
