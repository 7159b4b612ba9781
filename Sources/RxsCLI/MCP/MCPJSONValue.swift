import Foundation
import RxUI

/// A JSON value as JSON-RPC messages carry it: read from a client's message, or built for a
/// reply and written on one line (no line breaks, as newline-delimited transports need).
package enum MCPJSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MCPJSONValue])
    /// Written with its keys sorted, so replies are byte-stable.
    case object([String: MCPJSONValue])
    /// JSON text rxs already wrote (a `--json` step, the snapshot): embedded as it is, its
    /// line breaks dropped — our writers escape them inside strings, so those are only layout.
    case raw(String)

    /// Parses one message; nil when it is not JSON (malformed, or not UTF-8).
    package static func parse(_ bytes: some Collection<UInt8>) -> MCPJSONValue? {
        try? JSONDecoder().decode(MCPJSONValue.self, from: Data(bytes))
    }

    /// The value on one line.
    package var serialized: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .int(let number): text += String(number)
        case .double(let number): text += number.isFinite ? String(number) : "null"
        case .string(let string): JSONWriter.appendQuoted(string, to: &text)
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                JSONWriter.appendQuoted(key, to: &text)
                text += ":"
                (members[key] ?? .null).write(to: &text)
            }
            text += "}"
        case .raw(let json):
            text.unicodeScalars += json.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }
        }
    }

    package subscript(key: String) -> MCPJSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    package var stringValue: String? {
        guard case .string(let string) = self else { return nil }
        return string
    }

    /// "a string", "a number", … for messages about a value of the wrong type.
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object, .raw: return "an object"
        }
    }
}

extension MCPJSONValue: Decodable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let items = try? container.decode([MCPJSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: MCPJSONValue].self))
        }
    }
}
