import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a live request keeps when the server redirects it (docs/SECURITY.md). Within the
/// origin (scheme, host and port) the request was sent to, everything: credentials included.
/// To another origin the request goes without its credentials, as curl and browsers send it:
/// no `Authorization`, no other secret header (`SecretRedactor.secretHeaderNames` and every
/// `ServiceSecret.header`), no header whose value holds a secret of the session, and no query
/// parameter that is a declared secret (`ServiceSecret.query`), carries a value the request
/// sent under a secret name, or holds a secret of the session. A redirect whose URL or body
/// would still carry a secret to the other origin, or that leaves HTTP, is not followed: the
/// redirect itself is the answer.
public struct RedirectPolicy: Sendable {
    private let redactor: SecretRedactor
    /// The query names the services declare secret, lower-cased.
    private let declaredQueryNames: Set<String>

    /// The secrets of `environment`'s services (`ServiceDescription.secrets`): their names and,
    /// for those whose variables are set, their values.
    public init(environment: APIEnvironment = APIEnvironment()) {
        redactor = environment.redactor
        declaredQueryNames = Set(environment.services.flatMap(\.secrets).compactMap { $0.query?.lowercasedASCII() })
    }

    /// Scheme, host and port, lower-cased, with the scheme's default port filled in.
    public struct Origin: Hashable, Sendable {
        public var scheme: String
        public var host: String
        public var port: Int
    }

    public static func origin(of url: URL) -> Origin? {
        guard let scheme = url.scheme?.lowercasedASCII(), let host = url.host?.lowercasedASCII(), !host.isEmpty else { return nil }
        guard let port = url.port ?? ["http": 80, "https": 443][scheme] else { return nil }
        return Origin(scheme: scheme, host: host, port: port)
    }

    /// Where a redirect goes: its `Location` read against the URL that answered with it
    /// (RFC 3986, so `Location: /next` and `Location: next` stay on that origin), else the
    /// URL URLSession proposes.
    public static func target(location: String?, answeredBy current: URL?, proposed: URL?) -> URL? {
        if let location = location?.trimmingSpaces(), !location.isEmpty,
            let resolved = URL(string: location, relativeTo: current)?.absoluteURL {
            return resolved
        }
        return proposed
    }

    /// The request to send for a redirect of `original` to `target` (URLSession proposed
    /// `proposed`, built from the request that was redirected), or nil not to follow it.
    public func follow(_ proposed: URLRequest, to target: URL, from original: HTTPRequest) -> URLRequest? {
        guard let scheme = target.scheme?.lowercasedASCII(), scheme == "http" || scheme == "https",
            let targetOrigin = Self.origin(of: target)
        else { return nil }
        var request = proposed
        request.url = target
        if targetOrigin == Self.origin(of: original.url) { return request }
        for (name, value) in request.allHTTPHeaderFields ?? [:]
        where redactor.isSecretHeader(name) || redactor.redact(value) != value {
            request.setValue(nil, forHTTPHeaderField: name)
        }
        let sentSecretValues = Set(Self.queryItems(of: original.url).filter { redactor.isSecretQueryName($0.name) && !$0.value.isEmpty }
            .map(\.value))
        guard let stripped = Self.url(target, droppingQueryItems: { name, value in
            declaredQueryNames.contains(name.lowercasedASCII()) || sentSecretValues.contains(value) || redactor.reveals(value)
        }), !redactor.reveals(stripped.absoluteString) else { return nil }
        if let body = request.httpBody, redactor.reveals(String(decoding: body, as: UTF8.self)) { return nil }
        request.url = stripped
        return request
    }

    /// The query's `name=value` pairs, decoded.
    static func queryItems(of url: URL) -> [(name: String, value: String)] {
        let text = url.absoluteString
        guard let mark = text.firstIndex(of: "?") else { return [] }
        let end = text[mark...].firstIndex(of: "#") ?? text.endIndex
        return text[text.index(after: mark)..<end].split(separator: "&").map(decodedPair)
    }

    /// `url` without the query pairs `drop` picks (it gets them decoded); the others as they were.
    static func url(_ url: URL, droppingQueryItems drop: (_ name: String, _ value: String) -> Bool) -> URL? {
        let text = url.absoluteString
        guard let mark = text.firstIndex(of: "?") else { return url }
        let end = text[mark...].firstIndex(of: "#") ?? text.endIndex
        let pairs = text[text.index(after: mark)..<end].split(separator: "&", omittingEmptySubsequences: false)
        let kept = pairs.filter { pair in
            let (name, value) = decodedPair(pair)
            return !drop(name, value)
        }
        guard kept.count != pairs.count else { return url }
        let query = kept.isEmpty ? "" : "?" + kept.joined(separator: "&")
        return URL(string: String(text[..<mark]) + query + String(text[end...]))
    }

    private static func decodedPair(_ pair: Substring) -> (name: String, value: String) {
        let equals = pair.firstIndex(of: "=") ?? pair.endIndex
        let value = equals == pair.endIndex ? "" : String(pair[pair.index(after: equals)...])
        return (PercentEncoding.decode(String(pair[..<equals]), plusAsSpace: true),
                PercentEncoding.decode(value, plusAsSpace: true))
    }
}
