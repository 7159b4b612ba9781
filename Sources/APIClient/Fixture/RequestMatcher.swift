import Foundation

/// Decides whether a cassette answers a request: same method, scheme, host, port and path
/// (percent-decoded), and equal values for the cassette's `matchQuery` names. A cassette's
/// path may be a pattern: `*` stands for any characters within one segment
/// (`/users/*`, `/users/*/repos`, `/img/*.png`), a `**` segment for any number of segments,
/// none included (`/**` is every path of the host).
enum RequestMatcher {
    /// The parts of a URL that matching looks at, parsed by hand so cassette URLs may contain
    /// raw Japanese text.
    struct Target {
        var scheme: String
        var host: String
        var port: Int?
        var path: String
        var query: [(name: String, value: String)]

        init?(urlString: String) {
            if ASCIIBytes.allASCII(urlString) {
                guard let target = Self(asciiURLString: urlString) else { return nil }
                self = target
            } else {
                guard let target = Self(anyURLString: urlString) else { return nil }
                self = target
            }
        }

        /// The same parse on the bytes of an ASCII URL (every request the apps send): one
        /// byte is one character there, and walking characters costs a replay more than the
        /// rest of matching.
        init?(asciiURLString urlString: String) {
            let bytes = Array(urlString.utf8)
            let slash = UInt8(ascii: "/"), question = UInt8(ascii: "?"), hash = UInt8(ascii: "#")
            guard let schemeEnd = bytes.indices.first(where: {
                bytes[$0] == UInt8(ascii: ":") && bytes[$0...].starts(with: "://".utf8)
            }) else { return nil }
            let scheme = String(decoding: bytes[..<schemeEnd], as: UTF8.self).lowercasedASCII()
            guard scheme == "http" || scheme == "https" else { return nil }
            let afterScheme = bytes[(schemeEnd + 3)...]
            let authority = afterScheme.prefix { $0 != slash && $0 != question && $0 != hash }
            let hostAndPort = authority.split(separator: UInt8(ascii: "@")).last ?? []
            let colon = hostAndPort.lastIndex(of: UInt8(ascii: ":"))
            let host = colon.map { hostAndPort[..<$0] } ?? hostAndPort
            guard !host.isEmpty else { return nil }
            let explicitPort = colon.flatMap { Int(String(decoding: hostAndPort[($0 + 1)...], as: UTF8.self)) }
            let rest = afterScheme.dropFirst(authority.count)
            let rawPath = rest.prefix { $0 != question && $0 != hash }
            self.scheme = scheme
            self.host = String(decoding: host, as: UTF8.self).lowercasedASCII()
            self.port = explicitPort == (scheme == "https" ? 443 : 80) ? nil : explicitPort
            self.path = PercentEncoding.decode(rawPath.isEmpty ? "/" : String(decoding: rawPath, as: UTF8.self))
            self.query = QueryString.pairs(inASCII: rest)
        }

        /// The parse of any URL, character by character (cassette URLs may hold raw Japanese text).
        init?(anyURLString urlString: String) {
            guard let schemeEnd = urlString.range(of: "://") else { return nil }
            let scheme = urlString[..<schemeEnd.lowerBound].lowercasedASCII()
            guard scheme == "http" || scheme == "https" else { return nil }
            let afterScheme = urlString[schemeEnd.upperBound...]
            let authority = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            let hostAndPort = authority.split(separator: "@").last ?? ""
            let colon = hostAndPort.lastIndex(of: ":")
            let host = colon.map { hostAndPort[..<$0] } ?? hostAndPort
            guard !host.isEmpty else { return nil }
            let explicitPort = colon.flatMap { Int(hostAndPort[hostAndPort.index(after: $0)...]) }
            let rest = afterScheme.dropFirst(authority.count)
            let rawPath = rest.prefix { $0 != "?" && $0 != "#" }
            self.scheme = scheme
            self.host = host.lowercasedASCII()
            self.port = explicitPort == (scheme == "https" ? 443 : 80) ? nil : explicitPort
            self.path = PercentEncoding.decode(rawPath.isEmpty ? "/" : String(rawPath))
            self.query = QueryString.rawQuery(of: String(rest)).map(QueryString.pairs(ofRawQuery:)) ?? []
        }

        func queryValues(named name: String) -> [String] {
            query.filter { $0.name == name }.map(\.value)
        }

        /// Whether the path holds a pattern (see `RequestMatcher`): a cassette with one answers
        /// only when no cassette names the request's path exactly.
        var isPattern: Bool { path.utf8.contains(UInt8(ascii: "*")) }

        /// How much of the path a pattern fixes: its characters other than `*`; a path that is
        /// no pattern fixes everything. Of two patterns that fit, the one fixing more answers.
        var specificity: Int {
            isPattern ? path.utf8.count - path.utf8.filter { $0 == UInt8(ascii: "*") }.count : Int.max
        }

        /// Same scheme, host and port, and `requested`'s path is this path or fits this
        /// pattern; the query is not compared.
        func isSameResource(as requested: Target) -> Bool {
            guard scheme == requested.scheme, host == requested.host, port == requested.port else { return false }
            guard isPattern else { return path == requested.path }
            // Both no longer than the longest URL rxs sends, so matching stays cheap whatever
            // a cassette file holds.
            guard path.utf8.count <= HTTPRequest.longestURL, requested.path.utf8.count <= HTTPRequest.longestURL else {
                return false
            }
            return PathPattern.matches(pattern: path, path: requested.path)
        }
    }

    /// `recorded` is the cassette's URL, parsed once when the cassette was loaded.
    static func matches(_ cassette: Cassette, recorded: Target?, method: HTTPMethod, target: Target) -> Bool {
        matches(cassette.request, recorded: recorded, method: method, target: target)
    }

    /// The same check on a cassette's request alone (read before the rest of the file).
    static func matches(_ request: Cassette.Request, recorded: Target?, method: HTTPMethod, target: Target) -> Bool {
        // The resource first: a request for a URL nothing recorded (a new page) is checked
        // against every cassette, and most differ in host or path, which compare without
        // allocating; the method's `uppercased()` makes a string each time.
        guard let recorded, recorded.isSameResource(as: target), request.method.uppercased() == method.rawValue
        else { return false }
        return (request.matchQuery ?? []).allSatisfy { name in
            recorded.queryValues(named: name) == target.queryValues(named: name)
        }
    }
}
