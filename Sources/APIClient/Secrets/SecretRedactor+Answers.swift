import Foundation

extension SecretRedactor {
    /// A transport's answer as the apps may see it: secret headers blanked, other header
    /// values scrubbed, and the session's secrets removed from the body (a server that
    /// reflects the request, like an error page quoting the URL, echoes them). The body is
    /// scrubbed as bytes for the secrets only (literal, escaped, base64), so data that merely
    /// looks like a query (`?key=` in a page's links) stays as it is.
    public func redact(_ response: HTTPResponse) -> HTTPResponse {
        var redacted = response
        redacted.headers = redact(response.headers)
        // A replayed cassette is scrubbed too (one written by hand or by another tool may hold
        // a secret in disguise); `RedactedHeaders` does it once per cassette.
        var body = redactingSecrets(in: response.body)
        // Then what a reader decodes: a JSON string whose text, once its escapes are undone,
        // still holds a secret in some form (an escaped percent or character reference).
        if let rewritten = redactingDecodedStrings(in: [UInt8](body)) {
            body = Data(rewritten)
        }
        if body != response.body { redacted.body = body }
        return redacted
    }

    /// `bytes` with every JSON string literal whose decoded text holds a secret rewritten
    /// redacted (`EscapedJSONStrings`); nil when there is none or no secret is known.
    func redactingDecodedStrings(in bytes: [UInt8]) -> [UInt8]? {
        guard !secrets.isEmpty else { return nil }
        return EscapedJSONStrings.rewriting(bytes, reveals: reveals, redact: redactingSecrets(in:))
    }

    /// Whether `text` holds one of the secrets, literally or in a disguise.
    func reveals(_ text: String) -> Bool {
        guard !secrets.isEmpty, !text.isEmpty else { return false }
        if secrets.contains(where: { text.contains($0) }) { return true }
        return disguises.redact(Array(text.utf8), placeholder: []) != nil
    }

    /// `text` with every secret, literal or disguised, replaced by `REDACTED` (query values of
    /// secret names are left: this is a value, not a URL).
    func redactingSecrets(in text: String) -> String {
        guard !secrets.isEmpty else { return text }
        var result = text
        for secret in secrets where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: Self.placeholder)
        }
        if let undisguised = disguises.redact(Array(result.utf8), placeholder: Array(Self.placeholder.utf8)) {
            result = String(decoding: undisguised, as: UTF8.self)
        }
        return result
    }

    /// The error with every text in it redacted (reasons and server messages can quote the URL).
    public func redact(_ error: APIError) -> APIError {
        switch error {
        case .offline(let host):
            return .offline(host: redact(host))
        case .timedOut(let host, let seconds):
            return .timedOut(host: redact(host), seconds: seconds)
        case .cannotConnect(let host):
            return .cannotConnect(host: redact(host))
        case .connectionBroke(let host):
            return .connectionBroke(host: redact(host))
        case .transportFailed(let host, let reason):
            return .transportFailed(host: redact(host), reason: redact(reason))
        case .httpStatus(let code, let message, let host):
            return .httpStatus(code: code, message: message.map(redact), host: redact(host))
        case .rateLimited(let limit, let resetsAt, let message, let host):
            return .rateLimited(limit: limit, resetsAt: resetsAt, message: message.map(redact), host: redact(host))
        case .unacceptableContentType(let received, let accepted, let host):
            return .unacceptableContentType(received: received.map(redact), accepted: accepted, host: redact(host))
        case .decoding(let type, let codingPath, let reason):
            return .decoding(type: type, codingPath: redact(codingPath), reason: redact(reason))
        case .invalidRequest(let reason):
            return .invalidRequest(reason: redact(reason))
        case .cancelled:
            return .cancelled
        }
    }

    /// `body` with every secret, literal or disguised, replaced by `REDACTED`.
    func redactingSecrets(in body: Data) -> Data {
        guard !secrets.isEmpty, !body.isEmpty else { return body }
        var result = body
        let placeholder = Data(Self.placeholder.utf8)
        // Longest first (as `secrets` is sorted), so a secret inside another goes with it.
        for secret in secrets {
            let needle = Data(secret.utf8)
            var searchStart = result.startIndex
            while let found = result.range(of: needle, in: searchStart..<result.endIndex) {
                result.replaceSubrange(found, with: placeholder)
                searchStart = found.lowerBound + placeholder.count
            }
        }
        // Then the escaped and base64 forms, which decode (in an app's JSON, XML or URL
        // reading) to a secret without holding its bytes.
        if let undisguised = disguises.redact([UInt8](result), placeholder: Array(placeholder)) {
            result = Data(undisguised)
        }
        return result
    }
}
