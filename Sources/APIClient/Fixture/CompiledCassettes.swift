import Foundation

/// Cassettes compiled into a program: the offline answers a service ships with
/// (`ServiceDescription.cassettes`), so a lone binary copied anywhere still has them. A
/// generated Swift file holds the JSON texts (`scripts/embed-fixtures` writes the built-in
/// apps' one); each set is listed once per process and its cassettes decoded on first use.
public final class CompiledCassettes: Sendable {
    /// Path of each cassette ("github/users-since.json") and its JSON text.
    public let files: [(name: String, json: StaticString)]
    let folder: CassetteFolder

    public init(files: [(name: String, json: StaticString)]) {
        let sorted = files.sorted { $0.name < $1.name }
        self.files = sorted
        folder = CassetteFolder.compiled(sorted)
    }

    /// The JSON of the cassette at `name`, nil when there is none.
    public func cassette(named name: String) -> Data? {
        files.first { $0.name == name }.map { $0.json.withUTF8Buffer { Data($0) } }
    }
}
