import Foundation

/// Splits HTML into text runs and tags. Comments, `<script>` and `<style>` content and
/// declarations are skipped; a `<` that does not start a tag is text.
struct MarkupScanner {
    enum Piece {
        case text(String)
        case tag(Tag)
    }

    struct Tag {
        var name: String
        var isClosing: Bool
        var source: Substring

        private static let blockNames: Set<String> = [
            "p", "br", "div", "li", "ul", "ol", "tr", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6",
            "blockquote", "table", "section", "article", "header", "footer", "hr", "img",
        ]

        var isBlockBoundary: Bool { Self.blockNames.contains(name) }

        /// A quoted (`"` or `'`) or unquoted attribute value.
        func attribute(_ wanted: String) -> String? {
            var rest = source.drop { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "/" && $0 != ">" }
            while !rest.isEmpty {
                rest = rest.drop { $0.isWhitespace || $0 == "/" }
                let name = rest.prefix { $0 != "=" && !$0.isWhitespace && $0 != ">" && $0 != "/" }
                rest = rest.dropFirst(name.count).drop { $0.isWhitespace }
                guard !name.isEmpty else { return nil }
                var value: Substring = ""
                if rest.first == "=" {
                    rest = rest.dropFirst().drop { $0.isWhitespace }
                    if let quote = rest.first, quote == "\"" || quote == "'" {
                        value = rest.dropFirst().prefix { $0 != quote }
                        rest = rest.dropFirst(value.count + 2)
                    } else {
                        value = rest.prefix { !$0.isWhitespace && $0 != ">" }
                        rest = rest.dropFirst(value.count)
                    }
                }
                if name.lowercased() == wanted { return String(value) }
            }
            return nil
        }
    }

    private var rest: Substring

    init(_ html: String) { rest = Substring(html) }

    mutating func next() -> Piece? {
        guard !rest.isEmpty else { return nil }
        guard rest.first == "<" else {
            let text = rest.prefix { $0 != "<" }
            rest = rest.dropFirst(text.count)
            return .text(String(text))
        }
        if rest.hasPrefix("<!--") {
            rest = rest.dropFirst(4)
            skip(past: "-->")
            return next()
        }
        guard let tag = readTag() else {
            rest = rest.dropFirst()
            return .text("<")
        }
        if !tag.isClosing, tag.name == "script" || tag.name == "style" {
            skip(past: "</\(tag.name)")
            skip(past: ">")
        }
        return .tag(tag)
    }

    /// `<name …>`, `</name>` or `<!…>`; nil when `<` is not followed by a tag name.
    private mutating func readTag() -> Tag? {
        let afterOpen = rest.dropFirst()
        let isClosing = afterOpen.first == "/"
        let nameStart = isClosing ? afterOpen.dropFirst() : afterOpen
        guard let first = nameStart.first, first.isLetter || first == "!" || first == "?",
            let close = rest.firstIndex(of: ">")
        else { return nil }
        let name = nameStart.prefix { $0.isLetter || $0.isNumber || $0 == "!" || $0 == "?" }.lowercased()
        let source = rest[rest.index(after: rest.startIndex)..<close]
        rest = rest[rest.index(after: close)...]
        return Tag(name: name, isClosing: isClosing, source: source)
    }

    private mutating func skip(past marker: String) {
        if let range = rest.range(of: marker, options: .caseInsensitive) {
            rest = rest[range.upperBound...]
        } else {
            rest = rest[rest.endIndex...]
        }
    }
}
