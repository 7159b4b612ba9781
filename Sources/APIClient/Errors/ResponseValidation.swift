import Foundation

/// The seed's `validate(statusCode: 200..<300)` and `validate(contentType:)`, producing
/// `APIError`s that carry the server's explanation.
public enum ResponseValidation {
    public static let successRange = 200..<300

    /// `rateLimit`: how the request's service signals a rate limit.
    public static func validate(_ response: HTTPResponse, for request: HTTPRequest, accepting acceptable: [String],
                                rateLimit: RateLimitConvention = .standard) -> APIError? {
        let host = request.hostDescription
        guard successRange.contains(response.status) else {
            return error(for: response, host: host, rateLimit: rateLimit)
        }
        let patterns = acceptable.compactMap(MediaType.init(parsing:))
        guard !patterns.isEmpty else { return nil }
        guard let received = response.mediaType, patterns.contains(where: received.matches) else {
            return .unacceptableContentType(received: response.mediaType?.description, accepted: acceptable, host: host)
        }
        return nil
    }

    /// The typed error for a non-2xx response.
    static func error(for response: HTTPResponse, host: String, rateLimit: RateLimitConvention = .standard) -> APIError {
        let message = ServerMessage.extract(from: response.body)
        if rateLimit.isRateLimited(response) {
            let limit = response.headers[rateLimit.limitHeader].flatMap { Int($0.trimmingSpaces()) }.flatMap { $0 >= 0 ? $0 : nil }
            let reset = response.headers[rateLimit.resetHeader].flatMap(resetDate(from:))
            return .rateLimited(limit: limit, resetsAt: reset, message: message, host: host)
        }
        return .httpStatus(code: response.status, message: message, host: host)
    }

    /// The latest reset time rxs will show: 9999-12-31 23:59:59 UTC.
    static let latestReset: Double = 253_402_300_799

    /// `X-RateLimit-Reset` as epoch seconds; nil (so "try again later") for anything that is not
    /// a finite number between 1970 and the year 9999: `nan`, `inf`, `1e20`, `-5`, garbage.
    static func resetDate(from text: String) -> Date? {
        guard let seconds = Double(text.trimmingSpaces()), seconds.isFinite, (0...latestReset).contains(seconds)
        else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }
}
