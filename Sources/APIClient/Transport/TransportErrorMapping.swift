import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
            return apiError(for: code, request: request)
        }
        return apiError(for: urlError.code, request: request)
    }

    static func apiError(for code: URLError.Code, request: HTTPRequest) -> APIError {
        let host = request.hostDescription
        switch code {
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            return .offline(host: host)
        case .timedOut:
            return .timedOut(host: host, seconds: request.timeout)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost:
            return .cannotConnect(host: host)
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
            return .transportFailed(host: host, reason: "URL error \(code.rawValue)")
        }
    }
}
