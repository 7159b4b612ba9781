import Synchronization

/// Decoding results of recorded bodies (`HTTPResponse.replayID`), per request type, so a long
/// offline replay does not decode the same 200 KB cassette thousands of times. Only successes
/// are kept; live answers (no replay id) are never cached.
final class DecodedResponses: Sendable {
    private struct Key: Hashable {
        var replayID: String
        var request: ObjectIdentifier
    }

    private let values = Guarded<[Key: any Sendable]>([:])

    func value<Request: APIRequest>(
        for response: HTTPResponse, request: Request,
        decode: () -> Result<Request.Response, APIError>
    ) -> Result<Request.Response, APIError> {
        guard let replayID = response.replayID else { return decode() }
        let key = Key(replayID: replayID, request: ObjectIdentifier(Request.self))
        if let cached = values.withLock({ $0[key] }) as? Request.Response { return .success(cached) }
        let result = decode()
        if case .success(let value) = result { values.withLock { $0[key] = value } }
        return result
    }
}

/// `SecretRedactor.redact(_:)` of recorded answers (`HTTPResponse.replayID`), with the headers
/// redacted once per cassette: a replay gets the same few answers thousands of times.
final class RedactedHeaders: Sendable {
    private struct Entry: Sendable {
        /// The headers as they came, to check the answer still carries them.
        var original: [(name: String, value: String)]
        var redacted: HTTPHeaders
    }

    private let entries = Guarded<[String: Entry]>([:])

    func redact(_ response: HTTPResponse, with redactor: SecretRedactor) -> HTTPResponse {
        guard let replayID = response.replayID else { return redactor.redact(response) }
        let fields = response.headers.fields
        if let entry = entries.withLock({ $0[replayID] }), entry.original.count == fields.count,
           zip(entry.original, fields).allSatisfy({ $0.name == $1.name && $0.value == $1.value }) {
            var redacted = response
            redacted.headers = entry.redacted
            return redacted
        }
        let redacted = redactor.redact(response)
        entries.withLock { $0[replayID] = Entry(original: fields, redacted: redacted.headers) }
        return redacted
    }
}
