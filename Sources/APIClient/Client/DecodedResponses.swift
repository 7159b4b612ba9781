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
