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

    /// The same secrets escaped or in base64, as a server could echo them (`DisguisedSecrets`).
    let disguises: DisguisedSecrets

    /// Query parameter names whose values are secret: `secretQueryNames` and the services'
    /// declared ones, lower-cased.
    public let queryNames: Set<String>
    /// Header names whose values are secret: `secretHeaderNames` and the services' declared
    /// ones, lower-cased.
    public let headerNames: Set<String>

    /// Values shorter than four characters are ignored: scrubbing them would mangle ordinary text.
    /// `queryNames` and `headerNames` add to the usual ones (a service's `ServiceSecret`s).
    public init(secrets: [String] = [], queryNames: Set<String> = [], headerNames: Set<String> = []) {
        let usable = secrets.filter { $0.count >= 4 }
        self.secrets = Array(Set(usable + usable.map(PercentEncoding.encode))).sorted { $0.count > $1.count }
        disguises = DisguisedSecrets(secrets: Array(Set(usable)))
        self.queryNames = Self.secretQueryNames.union(queryNames.map { $0.lowercasedASCII() })
        self.headerNames = Self.secretHeaderNames.union(headerNames.map { $0.lowercasedASCII() })
    }

    public static func isSecretQueryName(_ name: String) -> Bool {
        secretQueryNames.contains(name.lowercasedASCII())
    }

    public static func isSecretHeader(_ name: String) -> Bool {
        isSecretHeader(name, among: secretHeaderNames)
    }

    /// Whether `name` is a secret query parameter, declared or usual.
    public func isSecretQueryName(_ name: String) -> Bool {
        queryNames.contains(name.lowercasedASCII())
    }

    /// Whether `name` is a secret header, declared or usual.
    public func isSecretHeader(_ name: String) -> Bool {
        Self.isSecretHeader(name, among: headerNames)
    }

    private static func isSecretHeader(_ name: String, among names: Set<String>) -> Bool {
        // Every response's headers pass here: ASCII names are compared without a lowercased copy.
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return names.contains(name.lowercasedASCII()) }
        let length = name.utf8.count
        return names.contains { $0.utf8.count == length && $0.caseInsensitiveEquals(name) }
    }

    /// Any text: secret query values (`client_secret=…` after `?` or `&`) and known secrets.
    public func redact(_ text: String) -> String {
        var result = redactQueryValues(in: text)
        for secret in secrets where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: Self.placeholder)
        }
        // Without secrets there is nothing disguised to find: the text's bytes are not copied.
        if !disguises.isEmpty, let undisguised = disguises.redact(Array(result.utf8), placeholder: Array(Self.placeholder.utf8)) {
            result = String(decoding: undisguised, as: UTF8.self)
        }
        return result
    }

    public func redact(_ url: URL) -> URL {
        URL(string: redact(url.absoluteString)) ?? url
    }

    /// Secret headers keep their name with a `REDACTED` value; other values are scrubbed too.
    public func redact(_ headers: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(uniqueFields: headers.fields.map { field in
            (field.name, isSecretHeader(field.name) ? Self.placeholder : redact(field.value))
        })
    }

    /// Replaces the value of every secret-named `name=value` pair that follows `?` or `&`.
    private func redactQueryValues(in text: String) -> String {
        let bytes = text.utf8
        // Both tests read the stored bytes (`ASCIIBytes`): every answer's URL is redacted for the log.
        guard !ASCIIBytes.all(of: text, satisfy: { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "&") }) else { return text }
        // In ASCII text without a carriage return (the one ASCII pair that makes a single
        // character) every byte is a character: scanning bytes finds the same pairs, faster.
        guard ASCIIBytes.all(of: text, satisfy: { $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
            return String(redactingQueryValues(in: Array(text), placeholder: Array(Self.placeholder)))
        }
        return String(decoding: redactingQueryValues(in: Array(bytes), placeholder: Array(Self.placeholder.utf8)), as: UTF8.self)
    }

    private func redactingQueryValues<Unit: QueryTextUnit>(in units: [Unit], placeholder: [Unit]) -> [Unit] {
        var output: [Unit] = []
        output.reserveCapacity(units.count)
        var index = 0
        while index < units.count {
            let unit = units[index]
            output.append(unit)
            index += 1
            guard unit.startsQueryName else { continue }
            var nameEnd = index
            while nameEnd < units.count, units[nameEnd].isNameCharacter { nameEnd += 1 }
            guard nameEnd < units.count, units[nameEnd].isEqualsSign, isSecretQueryName(Unit.text(units[index..<nameEnd]))
            else { continue }
            output += units[index...nameEnd]
            output += placeholder
            index = nameEnd + 1
            while index < units.count, !units[index].endsQueryValue { index += 1 }
        }
        return output
    }

    fileprivate static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
    }

    fileprivate static func endsQueryValue(_ character: Character) -> Bool {
        "&#\"'<> \t\r\n,;)]}".contains(character)
    }
}

/// What the query scan reads: characters, or the bytes of text whose bytes are characters.
private protocol QueryTextUnit {
    var startsQueryName: Bool { get }
    var isEqualsSign: Bool { get }
    var isNameCharacter: Bool { get }
    var endsQueryValue: Bool { get }
    static func text(_ units: ArraySlice<Self>) -> String
}

extension Character: QueryTextUnit {
    fileprivate var startsQueryName: Bool { self == "?" || self == "&" }
    fileprivate var isEqualsSign: Bool { self == "=" }
    fileprivate var isNameCharacter: Bool { SecretRedactor.isNameCharacter(self) }
    fileprivate var endsQueryValue: Bool { SecretRedactor.endsQueryValue(self) }
    fileprivate static func text(_ units: ArraySlice<Character>) -> String { String(units) }
}

extension UInt8: QueryTextUnit {
    /// The character rules for each ASCII byte, so the two scans cannot disagree.
    private static let asciiNameCharacters = (0..<128).map { SecretRedactor.isNameCharacter(Character(Unicode.Scalar(UInt8($0)))) }
    private static let asciiValueEnds = (0..<128).map { SecretRedactor.endsQueryValue(Character(Unicode.Scalar(UInt8($0)))) }

    fileprivate var startsQueryName: Bool { self == UInt8(ascii: "?") || self == UInt8(ascii: "&") }
    fileprivate var isEqualsSign: Bool { self == UInt8(ascii: "=") }
    fileprivate var isNameCharacter: Bool { Self.asciiNameCharacters[Int(self)] }
    fileprivate var endsQueryValue: Bool { Self.asciiValueEnds[Int(self)] }
    fileprivate static func text(_ units: ArraySlice<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}
