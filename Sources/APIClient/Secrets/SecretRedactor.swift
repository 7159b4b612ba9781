import Foundation

/// Removes credentials from anything that leaves the process: URLs, headers, log lines,
/// recorded cassettes, snapshots. Knows the secret query parameter and header names, and the
/// literal secret values of the session (so a token echoed inside a body is caught too).
public struct SecretRedactor: Sendable, Equatable {
    public static let placeholder = "REDACTED"
    public static let secretQueryNames: Set<String> = [
        "client_id", "client_secret", "access_token", "api_key", "apikey", "oauth_token", "token", "key",
    ]
    public static let secretHeaderNames: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key",
    ]

    /// Literal values to scrub wherever they appear (raw and percent-encoded).
    public let secrets: [String]

    /// Values shorter than four characters are ignored: scrubbing them would mangle ordinary text.
    public init(secrets: [String] = []) {
        let usable = secrets.filter { $0.count >= 4 }
        self.secrets = Array(Set(usable + usable.map(PercentEncoding.encode))).sorted { $0.count > $1.count }
    }

    public static func isSecretQueryName(_ name: String) -> Bool {
        secretQueryNames.contains(name.lowercasedASCII())
    }

    public static func isSecretHeader(_ name: String) -> Bool {
        secretHeaderNames.contains(name.lowercasedASCII())
    }

    /// Any text: secret query values (`client_secret=…` after `?` or `&`) and known secrets.
    public func redact(_ text: String) -> String {
        var result = Self.redactQueryValues(in: text)
        for secret in secrets where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: Self.placeholder)
        }
        return result
    }

    public func redact(_ url: URL) -> URL {
        URL(string: redact(url.absoluteString)) ?? url
    }

    /// Secret headers keep their name with a `REDACTED` value; other values are scrubbed too.
    public func redact(_ headers: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(headers.fields.map { field in
            (field.name, Self.isSecretHeader(field.name) ? Self.placeholder : redact(field.value))
        })
    }

    /// Replaces the value of every secret-named `name=value` pair that follows `?` or `&`.
    private static func redactQueryValues(in text: String) -> String {
        let characters = Array(text)
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            output.append(character)
            index += 1
            guard character == "?" || character == "&" else { continue }
            var nameEnd = index
            while nameEnd < characters.count, isNameCharacter(characters[nameEnd]) { nameEnd += 1 }
            guard nameEnd < characters.count, characters[nameEnd] == "=",
                isSecretQueryName(String(characters[index..<nameEnd]))
            else { continue }
            output += String(characters[index...nameEnd]) + placeholder
            index = nameEnd + 1
            while index < characters.count, !endsQueryValue(characters[index]) { index += 1 }
        }
        return output
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
    }

    private static func endsQueryValue(_ character: Character) -> Bool {
        "&#\"'<> \t\r\n,;)]}".contains(character)
    }
}
