import Foundation

/// Everything that can go wrong with a request, as one enum a user can read
/// (`description`) and a program can switch over.
public enum APIError: Error, Sendable, Equatable {
    /// The device has no network connection.
    case offline(host: String)
    /// No answer within the request's timeout (seconds).
    case timedOut(host: String, seconds: Double)
    /// The host could not be reached (refused, unknown host, connection lost).
    case cannotConnect(host: String)
    /// The server took the connection and then lost it before its answer was complete
    /// (reset, or closed before the promised length).
    case connectionBroke(host: String)
    /// Any other transport failure, with the system's explanation.
    case transportFailed(host: String, reason: String)
    /// A status outside 200..<300, with the server's own message when it sent one
    /// (GitHub `message`, Foursquare `meta.errorDetail`).
    case httpStatus(code: Int, message: String?, host: String)
    /// The service's rate limit is used up; `resetsAt` comes from `X-RateLimit-Reset`.
    case rateLimited(limit: Int?, resetsAt: Date?, message: String?, host: String)
    /// The response's `Content-Type` is not one the request accepts.
    case unacceptableContentType(received: String?, accepted: [String], host: String)
    /// The body could not be read as `type`; `codingPath` like `items[0].full_name`.
    case decoding(type: String, codingPath: String, reason: String)
    /// The request itself could not be built (bad base URL, unencodable parameters).
    case invalidRequest(reason: String)
    /// The request was cancelled before it finished.
    case cancelled

    /// True for the failures of the connection itself (offline, timeout, cannot connect, …).
    public var isTransportFailure: Bool {
        switch self {
        case .offline, .timedOut, .cannotConnect, .connectionBroke, .transportFailed: return true
        default: return false
        }
    }
}
