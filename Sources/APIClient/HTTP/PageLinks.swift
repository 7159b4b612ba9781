import Foundation

/// The pagination links of a GitHub response: `Link: <…page=2>; rel="next", <…page=34>; rel="last"`.
public struct PageLinks: Sendable, Equatable {
    public var next: URL?
    public var previous: URL?
    public var first: URL?
    public var last: URL?

    public init(next: URL? = nil, previous: URL? = nil, first: URL? = nil, last: URL? = nil) {
        self.next = next
        self.previous = previous
        self.first = first
        self.last = last
    }

    /// Parses a `Link` header; unknown relations and malformed parts are skipped, and the first
    /// link of a relation wins.
    public init(header: String?) {
        self.init()
        guard let header else { return }
        for (url, relations) in Self.parse(header) {
            for relation in relations {
                switch relation {
                case "next": next = next ?? url
                case "prev", "previous": previous = previous ?? url
                case "first": first = first ?? url
                case "last": last = last ?? url
                default: continue
                }
            }
        }
    }

    /// The `page` query value of `next`, the usual way to ask for the following page.
    public var nextPage: Int? { next.flatMap { Self.queryValue(named: "page", in: $0) }.flatMap { Int($0) } }
    public var lastPage: Int? { last.flatMap { Self.queryValue(named: "page", in: $0) }.flatMap { Int($0) } }

    /// Splits on the commas between `<…>` targets (URLs themselves may contain commas).
    private static func parse(_ header: String) -> [(URL, [String])] {
        var links: [(URL, [String])] = []
        var rest = Substring(header)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            let target = rest[rest.index(after: open)..<close]
            let afterTarget = rest[rest.index(after: close)...]
            let nextOpen = afterTarget.firstIndex(of: "<") ?? afterTarget.endIndex
            let parameters = afterTarget[..<nextOpen]
            if let url = URL(string: String(target)) {
                links.append((url, relations(in: parameters)))
            }
            rest = afterTarget[nextOpen...]
        }
        return links
    }

    /// The space-separated values of `rel="…"` (or unquoted `rel=…`).
    private static func relations(in parameters: Substring) -> [String] {
        for parameter in parameters.split(separator: ";") {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingSpaces().lowercasedASCII() == "rel" else { continue }
            var value = pair[1].trimmingSpaces()
            if value.hasSuffix(",") { value.removeLast() }
            value = value.trimmingSpaces()
            if value.hasPrefix("\"") { value.removeFirst() }
            if value.hasSuffix("\"") { value.removeLast() }
            return value.split(separator: " ").map { $0.lowercasedASCII() }
        }
        return []
    }

    static func queryValue(named name: String, in url: URL) -> String? {
        QueryString.pairs(of: url).first { $0.name == name }?.value
    }
}
