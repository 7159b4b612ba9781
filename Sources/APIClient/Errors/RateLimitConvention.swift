/// How a service says "too many requests": the statuses that always mean it, the statuses that
/// mean it when the remaining count is zero, and the headers carrying the limit, the remaining
/// count and the reset time (epoch seconds). Such an answer is `APIError.rateLimited`.
public struct RateLimitConvention: Sendable, Equatable {
    public var statuses: Set<Int>
    /// Statuses that are a rate limit when `remainingHeader` says `0` (GitHub's 403).
    public var statusesWhenExhausted: Set<Int>
    public var limitHeader: String
    public var remainingHeader: String
    public var resetHeader: String

    public init(statuses: Set<Int> = [429], statusesWhenExhausted: Set<Int> = [403],
                limitHeader: String = "X-RateLimit-Limit", remainingHeader: String = "X-RateLimit-Remaining",
                resetHeader: String = "X-RateLimit-Reset") {
        self.statuses = statuses
        self.statusesWhenExhausted = statusesWhenExhausted
        self.limitHeader = limitHeader
        self.remainingHeader = remainingHeader
        self.resetHeader = resetHeader
    }

    /// 429, or 403 with `X-RateLimit-Remaining: 0`, limit and reset in `X-RateLimit-*`: the
    /// convention of GitHub, Foursquare and many others, used for requests no service claims.
    public static let standard = RateLimitConvention()

    func isRateLimited(_ response: HTTPResponse) -> Bool {
        if statuses.contains(response.status) { return true }
        return statusesWhenExhausted.contains(response.status)
            && response.headers[remainingHeader]?.trimmingSpaces() == "0"
    }
}
