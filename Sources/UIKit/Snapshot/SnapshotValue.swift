/// A leaf of a snapshot: what one path like `searchButton.enabled` or `table[3].title` holds.
import RxCocoa
import RxSwift

public enum _SnapshotValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    /// A fractional number (a slider's value, a view's alpha); whole numbers are `.int`.
    case number(Double)
    case null

    /// A number as the snapshot holds it: whole values as `.int`, so `1.0` reads `1`.
    public static func numeric(_ value: Double) -> _SnapshotValue {
        if value == value.rounded(), abs(value) < 1e15 { return .int(Int(value)) }
        return .number(value)
    }

    /// A `Float` (a slider's value) by its shortest decimal spelling, so 0.4 reads `0.4`
    /// rather than the nearest double to the float.
    public static func numeric(_ value: Float) -> _SnapshotValue {
        numeric(Double(String(value)) ?? Double(value))
    }

    /// Wraps an optional string, mapping `nil` to `.null`.
    public init(_ string: String?) {
        if let string { self = .string(string) } else { self = .null }
    }

    /// Wraps an optional int, mapping `nil` to `.null`.
    public init(_ int: Int?) {
        if let int { self = .int(int) } else { self = .null }
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var isNull: Bool { self == .null }
}

extension _SnapshotValue: CustomStringConvertible {
    /// The literal a script would write: strings quoted and escaped, numbers and booleans bare,
    /// `null` for absence. Diff lines and assertion messages use this form.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends `description` to `text`.
    public func write(to text: inout String) {
        switch self {
        case .string(let value): _JSONWriter.appendQuoted(value, to: &text)
        case .int(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += String(value)
        case .null: text += "null"
        }
    }
}

extension _SnapshotValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }
}
