/// What a `tools/call` answers: text for the model, the same as JSON in `structuredContent`
/// where it has a shape, and `isError` for a bad line or bad arguments (the session goes on).
/// A bad call's result is also its error: it is answered as it is.
struct MCPToolResult: Error, Equatable, Sendable {
    var text: String
    var structured: MCPJSONValue?
    var isError = false

    static func error(_ message: String, structured: MCPJSONValue? = nil) -> MCPToolResult {
        MCPToolResult(text: message, structured: structured, isError: true)
    }

    var json: MCPJSONValue {
        var result: [String: MCPJSONValue] = [
            "content": .array([.object(["type": .string("text"), "text": .string(text)])]),
            "isError": .bool(isError),
        ]
        if let structured { result["structuredContent"] = structured }
        return .object(result)
    }
}
