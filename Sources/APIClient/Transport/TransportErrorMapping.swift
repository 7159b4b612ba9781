import Foundation

/// `URLError` codes to the transport cases of `APIError`.
enum TransportErrorMapping {
    static func apiError(for error: any Error, request: HTTPRequest) -> APIError {
        let host = request.hostDescription
        guard let urlError = error as? URLError else {
            let nsError = error as NSError
            guard nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) else {
                // System error texts may quote the URL, query credentials included.
                return .transportFailed(host: host, reason: SecretRedactor().redact(String(describing: error)))
            }
            return apiError(for: code, request: request, detail: nsError.localizedDescription)
        }
        return apiError(for: urlError.code, request: request, detail: (urlError as NSError).localizedDescription)
    }

    /// `detail` is libcurl's own text, which on Linux says more than the code (code -1 covers
    /// both a body cut short and broken chunked encoding).
    static func apiError(for code: URLError.Code, request: HTTPRequest, detail: String = "") -> APIError {
        let host = request.hostDescription
        let detail = detail.lowercased()
        if detail.contains("transfer closed") || detail.contains("connection reset") || detail.contains("partial file") {
            return .connectionBroke(host: host)
        }
        if detail.contains("chunked") {
            return .transportFailed(host: host, reason: "the server's answer was garbled (broken chunked encoding)")
        }
        if detail.contains("http/0.9") || detail.contains("response code") || detail.contains("header") {
            return .transportFailed(host: host, reason: "the server's answer was not valid HTTP")
        }
        switch code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            return .offline(host: host)
        case .timedOut:
            return .timedOut(host: host, seconds: request.timeout)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed:
            return .cannotConnect(host: host)
        case .networkConnectionLost:
            return .connectionBroke(host: host)
        case .cancelled:
            return .cancelled
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .transportFailed(host: host, reason: "the secure connection could not be established")
        case .badServerResponse, .cannotParseResponse:
            return .transportFailed(host: host, reason: "the server's answer was not valid HTTP")
        case .badURL, .unsupportedURL:
            return .transportFailed(host: host, reason: "the URL is not supported")
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            return .transportFailed(host: host, reason: "too many or broken redirects")
        default:
            // A code with nothing more specific: the system's words are better than a number.
            let said = detail.isEmpty || detail == "(null)" ? "" : ": " + detail
            return .transportFailed(host: host, reason: "the transfer failed\(said) (URL error \(code.rawValue))")
        }
    }
}
