import APIClient
import RxsScript

/// One tool `rxs mcp` offers: its name, what it does, its arguments (all text) as the JSON
/// Schema `tools/list` gives, and the check of the arguments a call brings.
struct MCPTool: Sendable {
    struct Argument: Sendable {
        var name: String
        var description: String
        var required = true
    }

    var name: String
    var title: String
    var description: String
    var arguments: [Argument] = []
    /// Changes nothing a later call sees (MCP's `readOnlyHint`).
    var readOnly = true
    /// The shape of `structuredContent`, when the tool gives one.
    var outputSchema: JSONValue?

    /// The tool as `tools/list` lists it.
    var definition: JSONValue {
        var properties: [String: JSONValue] = [:]
        for argument in arguments {
            properties[argument.name] = .object(["type": .string("string"), "description": .string(argument.description)])
        }
        var schema: [String: JSONValue] = [
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false),
        ]
        let required = arguments.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        var tool: [String: JSONValue] = [
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": .object(schema),
            "annotations": .object([
                "title": .string(title), "readOnlyHint": .bool(readOnly), "destructiveHint": .bool(false),
                "idempotentHint": .bool(readOnly), "openWorldHint": .bool(false),
            ]),
        ]
        if let outputSchema { tool["outputSchema"] = outputSchema }
        return .object(tool)
    }

    /// The call's arguments by name, or the message of a bad call: not an object, a name the
    /// tool does not take, a missing one, or one that is not text.
    func read(_ given: JSONValue?) -> Result<[String: String], MCPToolResult> {
        let members: [String: JSONValue]
        switch given {
        case nil, .null?: members = [:]
        case .object(let object)?: members = object
        case let other?: return .failure(.error("\(name): arguments must be an object, not \(other.kindName)"))
        }
        let names = arguments.map(\.name)
        for key in members.keys.sorted() where !names.contains(key) {
            let takes = names.isEmpty ? "takes no arguments" : "takes " + names.joined(separator: ", ")
            let hint = Suggester.didYouMean(key, among: names).map { " — \($0)" } ?? "; it \(takes)"
            return .failure(.error("\(name): unknown argument '\(key)'\(hint)"))
        }
        var values: [String: String] = [:]
        for argument in arguments {
            switch members[argument.name] {
            case .string(let text)?:
                values[argument.name] = text
            case nil, .null?:
                if argument.required {
                    return .failure(.error("\(name) needs \(argument.name): \(argument.description)"))
                }
            case let other?:
                return .failure(.error("\(name): \(argument.name) must be a string, not \(other.kindName)"))
            }
        }
        return .success(values)
    }
}
