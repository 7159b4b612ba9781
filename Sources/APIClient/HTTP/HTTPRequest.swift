import Foundation

/// One HTTP request as a transport sees it: everything already encoded.
public struct HTTPRequest: Sendable, Equatable {
    public var method: HTTPMethod
    public var url: URL
    public var headers: HTTPHeaders
    public var body: Data?
    /// Seconds without an answer before the request fails with a timeout.
    public var timeout: Double

    public init(method: HTTPMethod = .get, url: URL, headers: HTTPHeaders = [:], body: Data? = nil,
                timeout: Double = HTTPRequest.defaultTimeout) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The longest URL a request is built with: 8 KB, what common servers accept.
    public static let longestURL = 8_192

    /// The seed's `timeoutInterval = 30`.
    public static let defaultTimeout: Double = 30

    /// `host` (with `:port` when one is given), for messages.
    public var hostDescription: String {
        guard let host = url.host else { return url.absoluteString }
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
