/// A failure to inject into a request (`net fail next …`).
public enum Fault: Sendable, Equatable, CustomStringConvertible {
    /// The real answer replaced by an error status with the service's own body; 403 is the
    /// rate limit with `X-RateLimit-*` headers.
    case status(Int)
    /// No answer: fails with a timeout once the request's timeout has passed.
    case timeout
    /// The device is offline.
    case offline
    /// The host refuses the connection.
    case cannotConnect
    /// The real answer with its body cut in half (invalid JSON or XML).
    case malformedBody
    /// An HTML page (`text/html`) instead of the expected type, like a captive portal.
    case wrongContentType
    /// The real status and headers with an empty body.
    case emptyBody
    /// The real answer, this much later.
    case latency(Duration)

    public var description: String {
        switch self {
        case .status(let code): return "HTTP \(code)"
        case .timeout: return "timeout"
        case .offline: return "offline"
        case .cannotConnect: return "cannot connect"
        case .malformedBody: return "malformed body"
        case .wrongContentType: return "wrong content type"
        case .emptyBody: return "empty body"
        case .latency(let delay):
            let (seconds, attoseconds) = delay.components
            return "extra latency " + APIError.format(seconds: Double(seconds) + Double(attoseconds) / 1e18)
        }
    }
}
