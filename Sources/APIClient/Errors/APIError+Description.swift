import Foundation

extension APIError: CustomStringConvertible, LocalizedError {
    /// A sentence a user can act on, naming the host and what was expected.
    public var description: String {
        switch self {
        case .offline(let host):
            return "The network is offline, so \(host) could not be reached. Check the connection and try again."
        case .timedOut(let host, let seconds):
            return "\(host) did not answer within \(Self.format(seconds: seconds)). Try again later."
        case .cannotConnect(let host):
            return "Could not connect to \(host). The server may be down or the address wrong."
        case .connectionBroke(let host):
            return "The connection to \(host) broke before the whole response arrived. Try again."
        case .transportFailed(let host, let reason):
            return "The connection to \(host) failed: \(reason)"
        case .httpStatus(let code, _, let host) where !(100...599).contains(code):
            return "\(host) answered with \(code), which is not a valid HTTP status."
        case .httpStatus(let code, let message, let host):
            let status = "\(host) answered HTTP \(code) \(HTTPStatusText.phrase(for: code))"
            return message.map { "\(status): \($0)" } ?? "\(status)."
        case .rateLimited(let limit, let resetsAt, _, let host):
            let limitText = limit.map { " (\($0) requests)" } ?? ""
            let when = resetsAt.map { "it resets at \(CivilTime.utcText(for: $0))" } ?? "try again later"
            return "The \(host) rate limit\(limitText) is used up; \(when)."
        case .unacceptableContentType(let received, let accepted, let host):
            let expected = accepted.count == 1 ? accepted[0] : "one of " + accepted.joined(separator: ", ")
            let sent = received.map { "sent \($0)" } ?? "sent no Content-Type"
            return "\(host) \(sent), expected \(expected)."
        case .decoding(let type, let codingPath, let reason):
            let location = codingPath.isEmpty ? "" : " at \(codingPath)"
            return "Could not read \(type) from the response\(location): \(reason)."
        case .invalidRequest(let reason):
            return "Could not build the request: \(reason)."
        case .cancelled:
            return "The request was cancelled."
        }
    }

    public var errorDescription: String? { description }

    /// `30 s`, `0.5 s`, `250 ms`.
    static func format(seconds: Double) -> String {
        // Beyond ±10^15 (or NaN) Int(_:) would trap; such values are printed as they are.
        guard seconds.isFinite, abs(seconds) < 1e15 else { return "\(seconds) s" }
        if seconds < 1 {
            return "\(Int((seconds * 1000).rounded())) ms"
        }
        let whole = seconds.rounded()
        return whole == seconds ? "\(Int(whole)) s" : "\(seconds) s"
    }
}
