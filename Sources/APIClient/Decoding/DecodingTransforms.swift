import Foundation

/// The conversions the seed's ObjectMapper transforms did (`URLTransform`,
/// `ISO8601DateTransform`, `TransformOf<Int, String>`), as decoding helpers that report a bad
/// value with its coding path instead of silently producing nil.
extension KeyedDecodingContainer {
    /// A URL from a string; an empty string or null reads as nil, an unparsable one is an error.
    public func decodeURLIfPresent(forKey key: Key) throws -> URL? {
        guard let text = try decodeIfPresent(String.self, forKey: key), !text.isEmpty else { return nil }
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\"\(text)\" is not a URL")
        }
        return url
    }

    public func decodeURL(forKey key: Key) throws -> URL {
        guard let url = try decodeURLIfPresent(forKey: key) else {
            throw DecodingError.valueNotFound(URL.self, .init(codingPath: codingPath + [key], debugDescription: "no URL"))
        }
        return url
    }

    public func decodeISO8601Date(forKey key: Key) throws -> Date {
        try decodeDate(forKey: key, format: "an ISO 8601 date", parse: DateParsing.iso8601)
    }

    public func decodeISO8601DateIfPresent(forKey key: Key) throws -> Date? {
        guard try decodeNilOrAbsent(forKey: key) == false else { return nil }
        return try decodeISO8601Date(forKey: key)
    }

    public func decodeRFC822Date(forKey key: Key) throws -> Date {
        try decodeDate(forKey: key, format: "an RFC 822 date", parse: DateParsing.rfc822)
    }

    /// An Int written either as a number or as a numeric string (`"00042"` → 42).
    public func decodeNumericString(forKey key: Key) throws -> Int {
        if let number = try? decode(Int.self, forKey: key) { return number }
        let text = try decode(String.self, forKey: key)
        guard let number = Int(text.trimmingSpaces()) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\"\(text)\" is not a whole number")
        }
        return number
    }

    private func decodeDate(forKey key: Key, format: String, parse: (String) -> Date?) throws -> Date {
        let text = try decode(String.self, forKey: key)
        guard let date = parse(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\"\(text)\" is not \(format)")
        }
        return date
    }

    private func decodeNilOrAbsent(forKey key: Key) throws -> Bool {
        guard contains(key) else { return true }
        return try decodeNil(forKey: key)
    }
}
