/// Turns a thrown decoding error into `APIError.decoding` with a readable coding path.
enum DecodingFailure {
    static func apiError(from error: any Error, decoding type: Any.Type, bodyByteCount: Int) -> APIError {
        let typeName = readableName(of: type)
        if let apiError = error as? APIError { return apiError }
        guard let decodingError = error as? DecodingError else {
            return .decoding(type: typeName, codingPath: "", reason: String(describing: error))
        }
        if bodyByteCount == 0 {
            return .decoding(type: typeName, codingPath: "", reason: "the body is empty")
        }
        switch decodingError {
        case .typeMismatch(let expected, let context):
            return .decoding(type: typeName, codingPath: path(context.codingPath),
                             reason: "expected \(readableName(of: expected))")
        case .valueNotFound(let expected, let context):
            return .decoding(type: typeName, codingPath: path(context.codingPath),
                             reason: "expected \(readableName(of: expected)), found null")
        case .keyNotFound(let key, let context):
            return .decoding(type: typeName, codingPath: path(context.codingPath),
                             reason: "the key \"\(key.stringValue)\" is missing")
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .decoding(type: typeName, codingPath: "", reason: "the body is not valid JSON")
        case .dataCorrupted(let context):
            return .decoding(type: typeName, codingPath: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .decoding(type: typeName, codingPath: "", reason: String(describing: decodingError))
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
