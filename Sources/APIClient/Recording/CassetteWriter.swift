import Foundation

/// Builds cassettes from live exchanges: redacted URL, all non-secret query parameters pinned,
/// no request headers, no cookies, JSON bodies kept as JSON.
enum CassetteWriter {
    static func cassette(request: HTTPRequest, response: HTTPResponse, redactor: SecretRedactor) -> Cassette {
        let pinned = QueryString.pairs(of: request.url).map(\.name)
            .filter { !redactor.isSecretQueryName($0) }
        var headers: [String: String] = [:]
        for field in response.headers
        where !redactor.isSecretHeader(field.name) && !transportHeaders.contains(field.name.lowercasedASCII()) {
            headers[field.name] = redactor.redact(field.value)
        }
        var body = Cassette.Response(status: response.status, headers: headers)
        let isJSON = response.mediaType.map { $0.subtype == "json" || $0.subtype.hasSuffix("+json") } ?? false
        // A body with a number JSONValue cannot hold exactly is kept as text, so it replays as sent.
        if isJSON, JSONInspection.largeNumber(in: [UInt8](response.body)) == nil,
            let json = try? JSONDecoder().decode(JSONValue.self, from: response.body)
        {
            body.json = json
        } else if !response.body.isEmpty {
            body.text = response.bodyText
        }
        return Cassette(
            note: "Recorded from \(request.hostDescription).",
            request: .init(method: request.method.rawValue, url: redactor.redact(request.url.absoluteString),
                           matchQuery: unique(pinned)),
            response: body)
    }

    /// Headers about the connection or the encoding on the wire, which no longer describe the
    /// stored body (URLSession has already decompressed it; JSON is re-encoded).
    private static let transportHeaders: Set<String> = [
        "connection", "keep-alive", "content-length", "transfer-encoding", "content-encoding",
    ]

    /// Pretty JSON with a last redaction pass over the whole text, so a secret echoed anywhere
    /// in a body never reaches the disk.
    static func encoded(_ cassette: Cassette, redactor: SecretRedactor) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = redactor.redact(String(decoding: try encoder.encode(cassette), as: UTF8.self))
        // Strings whose decoded text still holds a secret (JSON quoted in a JSON body).
        let bytes = Array((text + "\n").utf8)
        return Data(redactor.redactingDecodedStrings(in: bytes) ?? bytes)
    }

    /// `github/users-octocat-repos.json`, `github/search-repositories-q-rxswift-page-1.json`:
    /// a folder per service and a name from the path and non-secret query values. Names that
    /// lose characters (Japanese queries) get a hash of the full text so they stay distinct.
    static func relativePath(for request: HTTPRequest, folder: String, redactor: SecretRedactor) -> String {
        let values = QueryString.pairs(of: request.url).filter { !redactor.isSecretQueryName($0.name) }
            .flatMap { [$0.name, $0.value] }
        let text = ([request.method == .get ? "" : request.method.rawValue.lowercased(), request.url.path] + values)
            .joined(separator: "-")
        var name = slug(text)
        if name.isEmpty || slugLosesInformation(text) {
            name += (name.isEmpty ? "" : "-") + fnv1aHex(text)
        }
        return folder + "/" + String(name.prefix(100)) + ".json"
    }

    private static func slug(_ text: String) -> String {
        let mapped = text.lowercased().unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == ".") ? Character(scalar) : "-"
        }
        return String(mapped).split(separator: "-").joined(separator: "-")
    }

    /// Whether two different texts could share the slug: any character the slug changes
    /// (upper case, punctuation but `.`, `-` and the path's `/`, anything not ASCII).
    private static func slugLosesInformation(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            !(("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "/")
        }
    }

    /// FNV-1a (32 bit) of the UTF-8 text: a short, stable, dependency-free file name suffix.
    private static func fnv1aHex(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
