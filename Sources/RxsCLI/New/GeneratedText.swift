/// How `rxs new` puts text it was given (the `--from` URL, the checkout's path, NAME) into the
/// files it writes: every such value goes through one of these, so none can end a string
/// literal, open an interpolation, break a line or hide a character. (`rxs new` writes no
/// JSON; its Swift and Markdown are all here.)
enum GeneratedText {
    /// A Swift string literal (`"…"`) whose value is exactly `text`: `\` and `"` escaped, so
    /// `\(`, `"""` and `#"` stay text; control, format and separator characters and code points
    /// without a glyph (U+2028, U+202E, NUL…) written as `\n`, `\t`, `\r`, `\0` or `\u{…}`, so a
    /// literal is one visible line that means what it shows.
    static func swiftString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if isHidden(scalar) {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `text` as a Markdown code span: shown as it is between enough backticks, hidden
    /// characters as `\u{…}` (a line break would end the span, or the paragraph).
    static func markdownCode(_ text: String) -> String {
        var shown = ""
        var run = 0, longestRun = 0
        for scalar in text.unicodeScalars {
            run = scalar == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
            if isHidden(scalar) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        // Markdown strips one space from each end of a span that has one at both: a span
        // that starts or ends with a backtick, or with spaces at both ends, keeps its own.
        // Scalars, not characters: a backtick with a combining mark on it is still a backtick.
        let first = shown.unicodeScalars.first, last = shown.unicodeScalars.last
        let padded = first == "`" || last == "`" || (first == " " && last == " ")
        let pad = padded ? " " : ""
        return fence + pad + shown + pad + fence
    }

    /// Why `url` cannot be the git URL (or repository path) of a dependency, or nil. A URL has
    /// no line breaks, control characters or invisible ones; a space is kept (a path may hold one).
    static func urlProblem(_ url: String) -> String? {
        guard !url.isEmpty else { return "--from is empty; give rxs's git URL (or the path of its repository)" }
        guard let odd = url.unicodeScalars.first(where: { isControl($0) || isInvisible($0) }) else { return nil }
        let code = String(odd.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        let kind = isControl(odd) ? "a control character" : "an invisible character"
        return "--from \(swiftString(url)) is not a git URL: it holds \(name), \(kind)"
    }

    /// Control characters, invisible formatting and separators, and code points that are
    /// private or unassigned: what a reader of the file would not see as it is.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isInvisible(scalar) || [.privateUse, .surrogate, .unassigned].contains(scalar.properties.generalCategory)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    /// Bidirectional overrides, zero-width characters, U+2028 and U+2029.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        [.format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
    }
}
