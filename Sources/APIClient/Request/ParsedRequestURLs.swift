import Foundation

/// The http(s) URLs requests were built with, each text parsed once per process and shared by
/// every client: a replay sends the same few dozen URLs over and over, and Foundation's parse
/// with the scheme and host read back was about a third of building a request. Only texts
/// that parse as an http(s) URL with a host are kept; the others fail as they always did.
final class ParsedRequestURLs: Sendable {
    /// The one every request uses.
    static let shared = ParsedRequestURLs()

    private let urls = Guarded<[String: URL]>([:])
    /// Texts kept at most: a session typing into a search screen builds a new URL per key.
    private static let limit = 256

    /// `text` as a URL when it is one a request may be sent to (http or https, with a host).
    func url(for text: String) -> URL? {
        if let known = urls.withLock({ $0[text] }) { return known }
        guard let url = URL(string: text), let scheme = url.scheme,
            scheme.caseInsensitiveEquals("http") || scheme.caseInsensitiveEquals("https"), url.host?.isEmpty == false
        else { return nil }
        urls.withLock { urls in
            if urls.count >= Self.limit { urls.removeAll() }
            urls[text] = url
        }
        return url
    }
}
