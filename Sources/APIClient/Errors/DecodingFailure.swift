import Foundation

/// Turns a thrown decoding error into `APIError.decoding` with a readable coding path.
enum DecodingFailure {
    static func apiError(from error: any Error, decoding type: Any.Type, bodyByteCount: Int) -> APIError {
        apiError(from: error, decoding: type, body: nil, bodyByteCount: bodyByteCount)
    }

    /// With the body at hand, a body `JSONDecoder` calls "not valid JSON" although it is (a
    /// number too large for Swift) is told apart from one that is not.
    static func apiError(from error: any Error, decoding type: Any.Type, body: [UInt8]) -> APIError {
        apiError(from: error, decoding: type, body: body, bodyByteCount: body.count)
    }

    private static func apiError(from error: any Error, decoding type: Any.Type, body: [UInt8]?,
                                 bodyByteCount: Int) -> APIError {
        let typeName = readableName(of: type)
        if let apiError = error as? APIError { return apiError }
        guard let decodingError = error as? DecodingError else {
            return .decoding(type: typeName, codingPath: "", reason: String(describing: error))
        }
        if bodyByteCount == 0 {
            return .decoding(type: typeName, codingPath: "", reason: "the body is empty")
        }
        switch decodingError {
        case .typeMismatch(_, let context) where tooLarge(body, at: context.codingPath) != nil:
            return .decoding(type: typeName, codingPath: path(context.codingPath),
                             reason: tooLarge(body, at: context.codingPath) ?? "")
        case .typeMismatch(let expected, let context):
            return .decoding(type: typeName, codingPath: path(context.codingPath),
                             reason: mismatch(expected: expected, debugDescription: context.debugDescription))
        case .valueNotFound(let expected, let context):
            return .decoding(type: typeName, codingPath: path(context.codingPath),
                             reason: "the server sent null where \(kind(of: expected)) was expected")
        case .keyNotFound(let key, let context):
            return .decoding(type: typeName, codingPath: path(context.codingPath),
                             reason: "the key \"\(key.stringValue)\" is missing")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .decoding(type: typeName, codingPath: "", reason: unreadableBody(body))
        case .dataCorrupted(let context):
            return .decoding(type: typeName, codingPath: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .decoding(type: typeName, codingPath: "", reason: String(describing: decodingError))
        }
    }

    /// Why a body was refused as a whole: bad syntax, or valid JSON holding a number no Swift
    /// number type can take.
    static func unreadableBody(_ body: [UInt8]?) -> String {
        guard let body, JSONInspection.syntaxError(in: body) == nil else { return "the body is not valid JSON" }
        if let number = JSONInspection.largeNumber(in: body) {
            let place = number.path.isEmpty ? "" : " at \(number.path)"
            return "a number in the body is too large (\(shortened(number.text))\(place))"
        }
        return "a value in the body is not of the expected kind (for example a fraction where a whole number belongs)"
    }

    /// "a number … is too large" when the value at `codingPath` is a number no Swift type holds
    /// (a model that falls back from `Int` to `String` reports it as a type mismatch).
    private static func tooLarge(_ body: [UInt8]?, at codingPath: [any CodingKey]) -> String? {
        guard let body, let number = JSONInspection.largeNumber(in: body), number.path == path(codingPath) else {
            return nil
        }
        return "the number \(shortened(number.text)) is too large"
    }

    private static func shortened(_ text: String) -> String {
        text.count > 24 ? String(text.prefix(12)) + "…" + String(text.suffix(12)) + " (\(text.count) digits)" : text
    }

    /// "the server sent a list where an object was expected".
    static func mismatch(expected: Any.Type, debugDescription: String) -> String {
        let wanted = kind(of: expected)
        // JSONDecoder's debug text ends "but found a string instead", "an array", "number 1.5".
        let found: String? = debugDescription.range(of: "found ").flatMap { start in
            let words = debugDescription[start.upperBound...].split(separator: " ").prefix(2)
            let word = words.first == "a" || words.first == "an" ? words.dropFirst().first : words.first
            switch word?.trimmingCharacters(in: .punctuationCharacters) {
            case "string": return "a text"
            case "number": return "a number"
            case "array": return "a list"
            case "dictionary", "object": return "an object"
            case "bool", "boolean": return "true or false"
            case "null": return "null"
            default: return nil
            }
        }
        return "the server sent \(found ?? "another kind of value") where \(wanted) was expected"
    }

    /// `an object`, `a list`, `a text`, `a number`, `true or false`, for a Swift type.
    static func kind(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Dictionary<") || name.hasPrefix("[") && name.contains(":") { return "an object" }
        if name.hasPrefix("Array<") || name.hasPrefix("[") { return "a list" }
        switch name {
        case "String", "URL", "Date", "Character", "UUID": return "a text"
        case "Bool": return "true or false"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "Decimal":
            return "a number"
        default: return "an object"
        }
    }

    /// `items[0].owner.login`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    /// `[GitHubRepository]` rather than `Array<GitHubRepository>`.
    static func readableName(of type: Any.Type) -> String {
        var name = String(describing: type)
        while let range = name.range(of: "Array<") {
            guard let close = matchingClose(in: name, from: range.upperBound) else { break }
            let element = name[range.upperBound..<close]
            name.replaceSubrange(range.lowerBound...close, with: "[\(element)]")
        }
        return name
    }

    private static func matchingClose(in text: String, from start: String.Index) -> String.Index? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "<": depth += 1
            case ">":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
