import Foundation

extension SecretRedactor {
    /// Texts looked at in one decoded value at most: a value larger than this (or a class graph
    /// with a cycle) is checked up to there.
    static let largestValueChecked = 200_000

    /// Whether a decoded answer still holds a secret in some text of it (a string, a URL, at
    /// any depth): the last check of the boundary, for what a reader decodes in ways the
    /// byte and JSON passes do not know (a feed's escaped HTML read twice, an app's own
    /// decoding). Walks the value with `Mirror`; only called when the session has secrets.
    func reveals(in value: Any) -> Bool {
        var pending: [Any] = [value]
        var visited = 0
        while let next = pending.popLast(), visited < Self.largestValueChecked {
            visited += 1
            switch next {
            case let text as String:
                if reveals(text) { return true }
            case let text as Substring:
                if reveals(String(text)) { return true }
            case let url as URL:
                if reveals(url.absoluteString) { return true }
            case let character as Character:
                if reveals(String(character)) { return true }
            case is Int, is Double, is Bool, is Date, is Data, is Decimal:
                continue
            default:
                for child in Mirror(reflecting: next).children { pending.append(child.value) }
            }
        }
        return false
    }

    /// Throws a decoding failure when a text of `value` still holds a secret: an answer that
    /// would show a secret is not shown at all. Decoded values are checked per session (after
    /// the per-process cache), as sessions have different secrets.
    func withholdIfRevealing<Value>(_ value: Value) throws(APIError) {
        guard !secrets.isEmpty, reveals(in: value) else { return }
        throw .decoding(type: DecodingFailure.readableName(of: Value.self), codingPath: "",
                        reason: "the answer holds a secret of this session in a form that could not be removed, so it was withheld")
    }
}
