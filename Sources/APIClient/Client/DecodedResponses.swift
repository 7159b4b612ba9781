import Foundation

/// Decoding results of recorded bodies (`HTTPResponse.replayID`), per request type, shared by
/// every client of the process: a suite of a thousand sessions decodes each cassette (a
/// 200 KB search, a feed's XML) once, not once per session. An entry answers only a response
/// equal to the one it was decoded from (status, headers, body), so a cassette changed on
/// disk is decoded again. Only successes are kept; live answers (no replay id) never are.
/// The values are the apps' model values, which no session can change.
final class DecodedResponses: Sendable {
    /// The one every `APIClient` uses.
    static let shared = DecodedResponses()

    private struct Key: Hashable {
        var replayID: String
        var request: ObjectIdentifier
    }

    /// A class, so a look-up copies one reference out of the table under its lock, not the
    /// response's fields and the value's existential.
    private final class Decoded: Sendable {
        let response: HTTPResponse
        let value: any Sendable

        init(response: HTTPResponse, value: any Sendable) {
            self.response = response
            self.value = value
        }
    }

    private let values = Guarded<[Key: Decoded]>([:])
    /// Entries kept at most: a run replays a few dozen cassettes; one that reads cassettes of
    /// its own without end must not grow.
    private static let limit = 512

    func value<Request: APIRequest>(
        for response: HTTPResponse, request: Request,
        decode: () throws(APIError) -> Request.Response
    ) throws(APIError) -> Request.Response {
        guard let replayID = response.replayID else { return try decode() }
        let key = Key(replayID: replayID, request: ObjectIdentifier(Request.self))
        let cached = values.withLock { $0[key] }.flatMap { $0.response == response ? $0 : nil }
        // The value kept for this request type is of its response type itself (but for a class
        // or an existential response): then taken as it is. An `as?` here (this code is compiled
        // once for every request type) looked `Optional<Response>` up and cast at every answer.
        if let cached, ObjectIdentifier(type(of: cached.value)) == ObjectIdentifier(Request.Response.self) {
            return Self.same(cached.value, as: Request.Response.self)
        }
        return try Self.cast(cached?.value) { () throws(APIError) in
            let value = try decode()
            values.withLock { values in
                if values.count >= Self.limit { values.removeAll() }
                values[key] = Decoded(response: response, value: value)
            }
            return value
        }
    }

    /// `value` as `Value`, which is its own type (checked by the caller). A kept `any Sendable`
    /// passed here is opened to its dynamic type, so `Stored` is that type and the sizes agree.
    private static func same<Stored: Sendable, Value>(_ value: Stored, as _: Value.Type) -> Value {
        unsafeBitCast(value, to: Value.self)
    }

    /// A kept value of another dynamic type (a subclass, an existential's content) cast to
    /// `Value`, else what `decode` gives; `kept` is nil when none answers the response.
    private static func cast<Value>(_ kept: (any Sendable)?, decode: () throws(APIError) -> Value) throws(APIError) -> Value {
        if let kept, let value = kept as? Value { return value }
        return try decode()
    }
}

/// `SecretRedactor.redact(_:)` of recorded answers (`HTTPResponse.replayID`), done once per
/// cassette and redactor for the process (`shared`): a replay gets the same few answers
/// thousands of times, and a suite's sessions the same answers with the same secrets. An
/// entry answers only the redactor it was made with and an answer still equal to the one it
/// was made from, so what a session sees is what redacting it anew gives.
final class RedactedHeaders: Sendable {
    /// The one every `APIClient` uses.
    static let shared = RedactedHeaders()

    /// A class, as `DecodedResponses.Decoded` is: a look-up copies one reference.
    private final class Entry: Sendable {
        let redactor: SecretRedactor
        /// The headers and body as they came, to check the answer still carries them (the
        /// cassette's own headers, whose stored fields a replayed answer shares).
        let original: HTTPHeaders
        let redacted: HTTPHeaders
        let originalBody: Data
        /// nil when the body holds no secret (the answer's own body is kept, so the decoded
        /// values cached for it still apply).
        let redactedBody: Data?

        init(redactor: SecretRedactor, original: HTTPHeaders, redacted: HTTPHeaders, originalBody: Data, redactedBody: Data?) {
            self.redactor = redactor
            self.original = original
            self.redacted = redacted
            self.originalBody = originalBody
            self.redactedBody = redactedBody
        }
    }

    private let entries = Guarded<[String: Entry]>([:])
    /// Entries kept at most, as `DecodedResponses` keeps.
    private static let limit = 512

    func redact(_ response: HTTPResponse, with redactor: SecretRedactor) -> HTTPResponse {
        guard let replayID = response.replayID else { return redactor.redact(response) }
        if let entry = entries.withLock({ $0[replayID] }), entry.original.hasSameFieldsInOrder(as: response.headers),
           entry.originalBody == response.body, entry.redactor == redactor {
            var redacted = response
            redacted.headers = entry.redacted
            if let body = entry.redactedBody { redacted.body = body }
            return redacted
        }
        let redacted = redactor.redact(response)
        let changedBody = redacted.body == response.body ? nil : redacted.body
        entries.withLock { entries in
            if entries.count >= Self.limit { entries.removeAll() }
            entries[replayID] = Entry(redactor: redactor, original: response.headers, redacted: redacted.headers,
                                      originalBody: response.body, redactedBody: changedBody)
        }
        return redacted
    }
}
