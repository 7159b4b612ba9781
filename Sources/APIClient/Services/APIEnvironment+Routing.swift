import Foundation
import RxsSupport

extension APIEnvironment {
    /// The service `request` is for: of those whose (moved) base URL it is under or whose own
    /// host it names, one whose paths match (paths are those under the service's own base),
    /// the most specific base first; else the first service whose paths match; else the first
    /// service (nil without services).
    public func service(for request: HTTPRequest) -> ServiceDescription? {
        let text = request.url.absoluteString
        let host = (request.url.host ?? "").lowercasedASCII()
        var candidates: [(service: ServiceDescription, path: String, baseLength: Int)] = []
        for service in services {
            if let moved = movedBases[service.name], let rest = Self.remainder(of: text, under: moved) {
                var own = service.baseURL.path
                if own.hasSuffix("/") { own.removeLast() }
                let restPath = rest.prefix { $0 != "?" && $0 != "#" }
                candidates.append((service, own + restPath, moved.absoluteString.utf8.count))
            } else if service.baseURL.host?.lowercasedASCII() == host {
                candidates.append((service, request.url.path, service.baseURL.absoluteString.utf8.count))
            }
        }
        let claiming = candidates.filter { $0.service.claims(path: $0.path) }
        // The longest base wins; of equals, `max(by:)` keeps the first declared.
        if let best = (claiming.isEmpty ? candidates : claiming).max(by: { $0.baseLength < $1.baseLength }) {
            return best.service
        }
        return services.first { $0.claims(path: request.url.path) } ?? services.first
    }

    /// Whether the environment moved any service's base URL (else `canonicalURL(for:)` is
    /// every request's own URL).
    var movesAnyBase: Bool { !movedBases.isEmpty }

    /// `url` with a base moved elsewhere (`RXS_GITHUB_BASE_URL` pointing at a loopback server)
    /// put back to the service's own (`https://api.github.com`), so a cassette recorded or
    /// looked up anywhere names the real service. A URL under no moved base is returned as is.
    /// When several services were moved to one base, the request's path decides which.
    public func canonicalURL(for request: HTTPRequest) -> URL {
        let text = request.url.absoluteString
        let matching = services.compactMap { service -> (rest: String, service: ServiceDescription)? in
            guard let moved = movedBases[service.name], moved != service.baseURL,
                let rest = Self.remainder(of: text, under: moved) else { return nil }
            return (rest, service)
        }
        guard let first = matching.first else { return request.url }
        let chosen = service(for: request).flatMap { service in matching.first { $0.service.name == service.name } } ?? first
        var base = chosen.service.baseURL.absoluteString
        if base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + chosen.rest) ?? request.url
    }

    /// The error answer `request`'s service gives for `status` (a plain JSON message when no
    /// service is declared).
    public func simulatedError(status: Int, for request: HTTPRequest, rateLimitReset: Int) -> HTTPResponse {
        let error = SimulatedError(status: status, request: request, rateLimitReset: rateLimitReset)
        return service(for: request)?.simulatedError(error) ?? error.plainJSON()
    }

    /// The folder of `request`'s recorded cassette: its service's name, else its host's.
    func recordingFolder(for request: HTTPRequest) -> String {
        if let service = service(for: request) { return service.name }
        let host = (request.url.host ?? "").lowercasedASCII().filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
        return host.isEmpty || host.allSatisfy({ $0 == "." }) ? "other" : host
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
    private let environment: APIEnvironment

    init(wrapping transport: any Transport, environment: APIEnvironment) {
        wrapped = transport
        self.environment = environment
    }

    func send(_ request: HTTPRequest,
              completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        // No base moved (every replay without RXS_*_BASE_URL): every URL is its service's own.
        guard environment.movesAnyBase else { return wrapped.send(request, completion: completion) }
        var canonical = request
        canonical.url = environment.canonicalURL(for: request)
        return wrapped.send(canonical, completion: completion)
    }
}
