import RxCocoa
import RxSwift
import RxsSupport
/// Emphasis a span asks for; only drawn as ANSI escapes when colour is on.
struct TextStyle: OptionSet, Hashable {
    let rawValue: Int
    static let bold = TextStyle(rawValue: 1)
    static let dim = TextStyle(rawValue: 2)
    static let reverse = TextStyle(rawValue: 4)
    static let accent = TextStyle(rawValue: 8)
    static let warning = TextStyle(rawValue: 16)

    var ansiCodes: [String] {
        var codes: [String] = []
        if contains(.bold) { codes.append("1") }
        if contains(.dim) { codes.append("2") }
        if contains(.reverse) { codes.append("7") }
        if contains(.accent) { codes.append("36") }
        if contains(.warning) { codes.append("33") }
        return codes
    }
}

/// One line of the phone screen as styled spans, measured in display columns so layout is
/// right whatever the text's script and whether or not colour is drawn.
struct StyledLine: Equatable {
    struct Span: Equatable {
        var text: String
        var style: TextStyle
        /// `text`'s display columns, kept as it grows.
        var width: Int
    }

    private(set) var spans: [Span] = []
    /// Display columns, kept as spans are appended: laying a line out asks for it at every
    /// step (truncate, pad, center), and measuring the text each time was most of `show`.
    private(set) var width = 0

    init() {}

    init(_ text: String, _ style: TextStyle = []) {
        append(text, style)
    }

    /// Appends text made safe for the box (no line breaks or control characters).
    mutating func append(_ text: String, _ style: TextStyle = []) {
        appendRaw(TerminalText.visible(text), style)
    }

    mutating func append(_ line: StyledLine) {
        for span in line.spans { appendRaw(span.text, span.style) }
    }

    private mutating func appendRaw(_ text: String, _ style: TextStyle) {
        guard !text.isEmpty else { return }
        guard let last = spans.last, last.style == style else {
            let added = DisplayWidth.of(text)
            spans.append(Span(text: text, style: style, width: added))
            width += added
            return
        }
        let index = spans.count - 1
        // Where a character boundary certainly falls between the two, the columns add up;
        // otherwise (a mark or joiner after, say) the joined text is measured again.
        let adds = DisplayWidth.breaks(between: last.text, and: text)
        spans[index].text += text
        spans[index].width = adds ? last.width + DisplayWidth.of(text) : DisplayWidth.of(spans[index].text)
        width += spans[index].width - last.width
    }

    /// At most `limit` columns; text cut short ends in `…`.
    func truncated(to limit: Int) -> StyledLine {
        guard width > limit else { return self }
        guard limit > 0 else { return StyledLine() }
        var result = sliced(from: 0, to: limit - 1, padWideCuts: false)
        result.appendRaw("…", spans.last?.style ?? [])
        return result
    }

    /// Exactly `columns` wide: truncated with `…`, or padded with spaces on the right.
    func fitted(to columns: Int) -> StyledLine {
        var result = truncated(to: columns)
        result.appendRaw(RepeatedText.of(" ", count: max(0, columns - result.width)), [])
        return result
    }

    /// Centered in exactly `columns`.
    func centered(in columns: Int) -> StyledLine {
        let body = truncated(to: columns)
        let left = (columns - body.width) / 2
        var result = StyledLine(RepeatedText.of(" ", count: left))
        result.append(body)
        return result.fitted(to: columns)
    }

    /// Columns `start..<end`. A wide character cut in half leaves a space in its place when
    /// `padWideCuts` is true (so an overlay keeps the columns aligned), else it is dropped.
    func sliced(from start: Int, to end: Int, padWideCuts: Bool = true) -> StyledLine {
        var result = StyledLine()
        var column = 0
        for span in spans {
            var kept = ""
            /// Keeps a character of `width` columns (appending it with `keep`), pads its cut part, or drops it.
            func place(width: Int, _ keep: (inout String) -> Void) {
                defer { column += width }
                if column >= start, column + width <= end {
                    keep(&kept)
                } else if padWideCuts, column < end, column + width > start {
                    kept += RepeatedText.of(" ", count: min(end, column + width) - max(start, column))
                }
            }
            if DisplayWidth.isPlain(span.text) {
                // Each scalar a character of its own: no character need be formed.
                for scalar in span.text.unicodeScalars {
                    place(width: DisplayWidth.plainScalarWidth(scalar)) { $0.unicodeScalars.append(scalar) }
                }
            } else {
                for character in span.text {
                    place(width: DisplayWidth.of(character)) { $0.append(character) }
                }
            }
            result.appendRaw(kept, span.style)
        }
        return result
    }

    func rendered(color: Bool) -> String {
        var text = ""
        write(to: &text, color: color)
        return text
    }

    /// Appends the line as `rendered(color:)` gives it.
    func write(to text: inout String, color: Bool) {
        for span in spans {
            let codes = color ? span.style.ansiCodes : []
            guard !codes.isEmpty else {
                text += span.text
                continue
            }
            text += "\u{1B}["
            text += codes.joined(separator: ";")
            text += "m"
            text += span.text
            text += "\u{1B}[0m"
        }
    }
}
