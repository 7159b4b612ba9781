import Foundation

/// The seed's `validate(statusCode: 200..<300)` and `validate(contentType:)`, producing
/// `APIError`s that carry the server's explanation.
public enum ResponseValidation {
    public static let successRange = 200..<300

    public static func validate(_ response: HTTPResponse, for request: HTTPRequest,
                                accepting acceptable: [String]) -> APIError? {
        let host = request.hostDescription
        guard successRange.contains(response.status) else {
            return error(for: response, host: host)
        }
        let patterns = acceptable.compactMap(MediaType.init(parsing:))
        guard !patterns.isEmpty else { return nil }
        guard let received = response.mediaType, patterns.contains(where: received.matches) else {
            return .unacceptableContentType(received: response.mediaType?.description, accepted: acceptable, host: host)
        }
        return nil
    }

    /// The typed error for a non-2xx response.
    static func error(for response: HTTPResponse, host: String) -> APIError {
        let message = ServerMessage.extract(from: response.body)
        if isRateLimited(response) {
            let limit = response.headers["X-RateLimit-Limit"].flatMap { Int($0.trimmingSpaces()) }
            let reset = response.headers["X-RateLimit-Reset"].flatMap { Double($0.trimmingSpaces()) }
                .map { Date(timeIntervalSince1970: $0) }
            return .rateLimited(limit: limit, resetsAt: reset, message: message, host: host)
        }
        return .httpStatus(code: response.status, message: message, host: host)
    }

    /// 429, or GitHub's 403 with `X-RateLimit-Remaining: 0`.
    private static func isRateLimited(_ response: HTTPResponse) -> Bool {
        if response.status == 429 { return true }
        return response.status == 403 && response.headers["X-RateLimit-Remaining"]?.trimmingSpaces() == "0"
    }
}
