/// A JSON tree with a pretty printer whose output is byte-stable: keys sorted, two-space indent,
/// `"key": value`, non-ASCII written as UTF-8 (so goldens show 日本語, not escapes).
import RxCocoa
import RxSwift

enum JSONNode: Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case number(Double)
    case null
    case array([JSONNode])
    case object([String: JSONNode])

    init(_ value: _SnapshotValue) {
        switch value {
        case .string(let string): self = .string(string)
        case .int(let int): self = .int(int)
        case .bool(let bool): self = .bool(bool)
        case .number(let number): self = .number(number)
        case .null: self = .null
        }
    }

    init(_ string: String?) {
        self = string.map { .string($0) } ?? .null
    }
}

public enum _JSONWriter {
    static func pretty(_ node: JSONNode) -> String {
        var output = ""
        write(node, indent: 0, into: &output)
        output += "\n"
        return output
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ string: String) -> String {
        var output = ""
        appendQuoted(string, to: &output)
        return output
    }

    /// Appends `quoted(string)` to `output`.
    public static func appendQuoted(_ string: String, to output: inout String) {
        output += "\""
        // Most text needs no escape; those bytes are all ASCII, so a byte scan decides.
        guard string.utf8.contains(where: needsEscape) else {
            output += string
            output += "\""
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case let control where control.value < 0x20 || control.value == 0x7F:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func write(_ node: JSONNode, indent: Int, into output: inout String) {
        switch node {
        case .string(let string): output += quoted(string)
        case .int(let int): output += String(int)
        case .bool(let bool): output += bool ? "true" : "false"
        case .number(let number): output += String(number)
        case .null: output += "null"
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += spaces(indent + 1)
                write(item, indent: indent + 1, into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += spaces(indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += spaces(indent + 1) + quoted(key) + ": "
                write(members[key] ?? .null, indent: indent + 1, into: &output)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += spaces(indent) + "}"
        }
    }

    private static func spaces(_ indent: Int) -> String {
        String(repeating: "  ", count: indent)
    }
}
