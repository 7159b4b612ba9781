import RxsScript
import APIClient
import Foundation

/// Included scripts parsed once per process and shared by every session: a suite whose
/// scripts all `include` the same setup parses it once. Keyed by the name the errors use and
/// the file's bytes, so an edited file is parsed again; parsed lines never change.
enum IncludedScripts {
    private struct Key: Hashable {
        var file: String
        var bytes: Data
    }

    private static let parsed = Guarded<[Key: [ScriptLine]]>([:])
    /// Files kept at most, and the largest kept: a huge include is streamed as before, not held.
    private static let limit = 64
    private static let largestKept = 64 * 1024

    /// The command lines of the script `data`, or its first line that does not parse.
    static func lines(file: String, data: Data) -> Result<[ScriptLine], ScriptError>? {
        guard data.count <= largestKept else { return nil }
        let key = Key(file: file, bytes: data)
        if let known = parsed.withLock({ $0[key] }) { return .success(known) }
        let script = StreamedScript(file: file, bytes: [UInt8](data))
        if let error = script.firstError() { return .failure(error) }
        let lines = Array(script.lines)
        parsed.withLock { parsed in
            if parsed.count >= limit { parsed.removeAll() }
            parsed[key] = lines
        }
        return .success(lines)
    }
}
