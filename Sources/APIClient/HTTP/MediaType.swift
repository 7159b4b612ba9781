/// A media type such as `application/json`, parsed from a `Content-Type` value.
public struct MediaType: Sendable, Equatable, CustomStringConvertible {
    public let type: String
    public let subtype: String

    /// Parses `type/subtype; params`; parameters are dropped, names lowercased.
    public init?(parsing value: String) {
        let essence = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let type = parts[0].trimmingSpaces().lowercasedASCII()
        let subtype = parts[1].trimmingSpaces().lowercasedASCII()
        guard !type.isEmpty, !subtype.isEmpty else { return nil }
        self.type = type
        self.subtype = subtype
    }

    public var description: String { "\(type)/\(subtype)" }

    /// Whether this (a response's type) satisfies `pattern`, which may be `*/*` or `type/*`.
    public func matches(_ pattern: MediaType) -> Bool {
        (pattern.type == "*" || pattern.type == type) && (pattern.subtype == "*" || pattern.subtype == subtype)
    }
}

extension StringProtocol {
    /// The text without the spaces, tabs and line breaks around it, each a character of its
    /// own (`\r\n` is one character, and stays). Found by walking in from both ends: copying
    /// every character into an array first cost about 100 k instructions a feed item's text.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
