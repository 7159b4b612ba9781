import Foundation

extension ServiceEndpoints {
    /// `url` with a base moved elsewhere (`RXS_GITHUB_BASE_URL` pointing at a loopback server)
    /// put back to the service's own (`https://api.github.com`), so a cassette recorded or
    /// looked up anywhere names the real service. A URL under no moved base is returned as is.
    /// When several services were moved to one base, the request's path decides which.
    public func canonicalURL(for request: HTTPRequest) -> URL {
        let moved = [
            (github, Self.githubDefault, SimulatedService.github),
            (foursquare, Self.foursquareDefault, .foursquareV2),
            (feed, Self.feedDefault, .website),
        ].filter { $0.0 != $0.1 }
        let text = request.url.absoluteString
        let matching = moved.compactMap { base, canonical, service -> (String, URL, SimulatedService)? in
            guard let rest = Self.remainder(of: text, under: base) else { return nil }
            return (rest, canonical, service)
        }
        guard let first = matching.first else { return request.url }
        let service = SimulatedService(request)
        let chosen = matching.first { $0.2 == service || ($0.2 == .foursquareV2 && service == .foursquareV3) } ?? first
        let base = chosen.1.absoluteString.hasSuffix("/") ? String(chosen.1.absoluteString.dropLast()) : chosen.1.absoluteString
        return URL(string: base + chosen.0) ?? request.url
    }

    /// What follows `base` in `url` (`/users/x?page=1`), or nil when `url` is not under it.
    private static func remainder(of url: String, under base: URL) -> String? {
        var prefix = base.absoluteString
        if prefix.hasSuffix("/") { prefix.removeLast() }
        guard url.hasPrefix(prefix) else { return nil }
        let rest = String(url.dropFirst(prefix.count))
        guard rest.isEmpty || rest.hasPrefix("/") || rest.hasPrefix("?") else { return nil }
        return rest
    }
}

/// Offline, a request to a moved base is looked up as the service's own URL, so cassettes
/// recorded with `--record` (which store that URL) replay whatever the base URLs say.
final class CanonicalURLTransport: Transport {
    private let wrapped: any Transport
    private let endpoints: ServiceEndpoints

    init(wrapping transport: any Transport, endpoints: ServiceEndpoints) {
        wrapped = transport
        self.endpoints = endpoints
    }

    func send(_ request: HTTPRequest,
              completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        var canonical = request
        canonical.url = endpoints.canonicalURL(for: request)
        return wrapped.send(canonical, completion: completion)
    }
}
