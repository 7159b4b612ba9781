import Foundation
import RxsScript
import RxsSupport

/// `.swiftpm/configuration/mirrors.json`, in the layout `swift package config set-mirror`
/// writes: `{"object": [{"mirror": M, "original": URL}…], "version": 1}`, pretty-printed with
/// sorted keys, slashes unescaped, no final line break.
struct MirrorsFile: Equatable {
    struct Entry: Codable, Equatable, Hashable {
        var mirror: String
        var original: String
    }

    var entries: [Entry]

    private struct Layout: Codable {
        var object: [Entry]
        var version: Int
    }

    init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Reads `bytes`; the error names `path` and what is wrong.
    init(_ bytes: Data, path: String) throws(UsageError) {
        let layout: Layout
        do {
            layout = try JSONDecoder().decode(Layout.self, from: bytes)
        } catch {
            throw UsageError("cannot read \(path): it is not SwiftPM's mirrors file ({\"object\": [{\"mirror\", \"original\"}…], \"version\": 1})")
        }
        guard layout.version == 1 else {
            throw UsageError("cannot change \(path): its version \(layout.version) is not the one rxs knows (1)")
        }
        entries = layout.object
    }

    /// The file at `path`: its bytes and entries, or nil when there is none.
    static func read(_ path: String) throws(UsageError) -> (bytes: Data, file: MirrorsFile)? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw UsageError("cannot read \(path)") }
        defer { try? handle.close() }
        let bytes: Data
        do {
            bytes = try handle.read(upToCount: 16 * 1024 * 1024) ?? Data()
        } catch {
            throw UsageError("cannot read \(path): \(error.localizedDescription)")
        }
        return (bytes, try MirrorsFile(bytes, path: path))
    }

    /// The file's text as SwiftPM writes it.
    var encoded: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Two strings and an integer: encoding cannot fail.
        return (try? encoder.encode(Layout(object: entries, version: 1))) ?? Data()
    }

    /// Writes `bytes` to `path` through `SafeFileWriter` (the file keeps its mode).
    static func write(_ bytes: Data, to path: String) throws(UsageError) {
        do throws(SafeFileWriter.Failure) {
            try SafeFileWriter.write([UInt8](bytes), to: path)
        } catch {
            throw UsageError("\(error)")
        }
    }
}
