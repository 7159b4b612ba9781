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
    }

    private(set) var spans: [Span] = []

    init() {}

    init(_ text: String, _ style: TextStyle = []) {
        append(text, style)
    }

    var width: Int { spans.reduce(0) { $0 + DisplayWidth.of($1.text) } }

    /// Appends text made safe for the box (no line breaks or control characters).
    mutating func append(_ text: String, _ style: TextStyle = []) {
        appendRaw(TerminalText.visible(text), style)
    }

    mutating func append(_ line: StyledLine) {
        for span in line.spans { appendRaw(span.text, span.style) }
    }

    private mutating func appendRaw(_ text: String, _ style: TextStyle) {
        guard !text.isEmpty else { return }
        if let last = spans.last, last.style == style {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text: text, style: style))
        }
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
        result.appendRaw(String(repeating: " ", count: max(0, columns - result.width)), [])
        return result
    }

    /// Centered in exactly `columns`.
    func centered(in columns: Int) -> StyledLine {
        let body = truncated(to: columns)
        let left = (columns - body.width) / 2
        var result = StyledLine(String(repeating: " ", count: left))
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
            for character in span.text {
                let width = DisplayWidth.of(character)
                defer { column += width }
                if column >= start, column + width <= end {
                    kept.append(character)
                } else if padWideCuts, column < end, column + width > start {
                    kept += String(repeating: " ", count: min(end, column + width) - max(start, column))
                }
            }
            result.appendRaw(kept, span.style)
        }
        return result
    }

    func rendered(color: Bool) -> String {
        spans.map { span in
            let codes = span.style.ansiCodes
            guard color, !codes.isEmpty else { return span.text }
            return "\u{1B}[" + codes.joined(separator: ";") + "m" + span.text + "\u{1B}[0m"
        }.joined()
    }
}
