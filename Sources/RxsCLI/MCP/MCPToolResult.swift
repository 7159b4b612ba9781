import APIClient
import Foundation
/// What a `tools/call` answers: text for the model, the same as JSON in `structuredContent`
/// where it has a shape, and `isError` for a bad line or bad arguments (the session goes on).
/// A bad call's result is also its error: it is answered as it is.
struct MCPToolResult: Error, Equatable, Sendable {
    var text: String
    var structured: JSONValue?
    var isError = false

    static func error(_ message: String, structured: JSONValue? = nil) -> MCPToolResult {
        MCPToolResult(text: message, structured: structured, isError: true)
    }

    var json: JSONValue {
        var result: [String: JSONValue] = [
            "content": .array([.object(["type": .string("text"), "text": .string(text)])]),
            "isError": .bool(isError),
        ]
        if let structured { result["structuredContent"] = structured }
        return .object(result)
    }
}

extension JSONValue {
    /// JSON text rxs wrote (a `--json` step, the snapshot, a path's value) as a value to embed
    /// in a reply; text that is not JSON (none of rxs's writers make such) is embedded as a string.
    init(embedding json: String) {
        self = (try? JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))) ?? .string(json)
    }
}
