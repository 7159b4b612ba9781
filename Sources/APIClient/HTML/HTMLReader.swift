/// Just enough HTML reading for feed content (Linux Foundation has no HTML parser): the text
/// of the first paragraph, the last image, and plain text with entities decoded.
public enum HTMLReader {
    /// Tags, comments, scripts and styles removed; entities decoded; whitespace collapsed.
    public static func plainText(_ html: String) -> String {
        collapseWhitespace(HTMLEntities.decode(stripTags(html)))
    }

    /// Decodes character references (`&amp;`, `&nbsp;`, `&#12354;`, `&#x3042;`).
    public static func decodeEntities(_ text: String) -> String {
        HTMLEntities.decode(text)
    }

    /// Removes markup; block-level boundaries become spaces so words do not run together.
    public static func stripTags(_ html: String) -> String {
        var scanner = MarkupScanner(html)
        var output = ""
        while let piece = scanner.next() {
            switch piece {
            case .text(let text): output += text
            case .tag(let tag) where tag.isBlockBoundary: output += " "
            case .tag: continue
            }
        }
        return output
    }

    /// The text of the first `<p>` (up to `</p>`, the next `<p>` or the end), or nil.
    public static func firstParagraphText(_ html: String) -> String? {
        var scanner = MarkupScanner(html)
        var inside = false
        var text = ""
        while let piece = scanner.next() {
            switch piece {
            case .tag(let tag) where tag.name == "p":
                if inside || tag.isClosing { return plainText(text) }
                inside = true
            case .tag(let tag) where inside && tag.isBlockBoundary:
                text += " "
            case .text(let content) where inside:
                text += content
            default:
                continue
            }
        }
        return inside ? plainText(text) : nil
    }

    /// The `src` of the last `<img>` (entities decoded), or nil.
    public static func lastImageSource(_ html: String) -> String? {
        var scanner = MarkupScanner(html)
        var source: String?
        while let piece = scanner.next() {
            if case .tag(let tag) = piece, tag.name == "img", !tag.isClosing,
                let value = tag.attribute("src"), !value.isEmpty
            {
                source = HTMLEntities.decode(value)
            }
        }
        return source
    }

    static func collapseWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
