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

    /// A line of `text`, safe for the box and `columns` wide, as the caller knows (a marker
    /// such as `› `): `init(_:_:)` measured it each time.
    init(safe text: String, _ style: TextStyle, columns: Int) {
        appendRaw(text, style, width: columns)
    }

    /// Appends `text`, safe for the box and `columns` wide, as the caller knows.
    mutating func append(safe text: String, _ style: TextStyle, columns: Int) {
        appendRaw(text, style, width: columns)
    }

    /// Appends text made safe for the box (no line breaks or control characters).
    mutating func append(_ text: String, _ style: TextStyle = []) {
        // Printable ASCII, most of what is drawn: safe as it is and a column a byte, known
        // from one reading of it.
        guard TerminalText.isPrintableASCII(text) else { return appendRaw(TerminalText.visible(text), style) }
        appendRaw(text, style, width: text.utf8.count)
    }

    mutating func append(_ line: StyledLine) {
        // A span knows its columns: appending it measures nothing again.
        for span in line.spans { appendRaw(span.text, span.style, width: span.width) }
    }

    /// Appends `count` spaces, which need no measuring.
    mutating func appendSpaces(_ count: Int, _ style: TextStyle = []) {
        appendRaw(RepeatedText.of(" ", count: count), style, width: max(0, count))
    }

    /// Appends safe text; `known` is its display columns when the caller has them
    /// (`DisplayWidth.of(text)`), so the text is not measured again.
    private mutating func appendRaw(_ text: String, _ style: TextStyle, width known: Int? = nil) {
        guard !text.isEmpty else { return }
        let index = spans.count - 1
        guard index >= 0, spans[index].style == style else {
            // Room for the few spans a line has, rather than growing the array for each.
            if index < 0 { spans.reserveCapacity(4) }
            let added = known ?? DisplayWidth.of(text)
            spans.append(Span(text: text, style: style, width: added))
            width += added
            return
        }
        // The last span is changed in place (a copy of it held here would make the append
        // copy its text). Where a character boundary certainly falls between the two, the
        // columns add up; otherwise (a mark or joiner after, say) the joined text is measured.
        let before = spans[index].width
        let adds = DisplayWidth.breaks(between: spans[index].text, and: text)
        spans[index].text += text
        spans[index].width = adds ? before + (known ?? DisplayWidth.of(text)) : DisplayWidth.of(spans[index].text)
        width += spans[index].width - before
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
        result.appendSpaces(columns - result.width)
        return result
    }

    /// Appends `line.fitted(to: columns)` without making it: the fitted copy of a line that
    /// fits was its spans copied to a new array and appended a second time. Spaces join no
    /// character before them, so the spans and columns come out as the copy's would.
    mutating func append(_ line: StyledLine, fittedTo columns: Int) {
        let fitting = line.truncated(to: columns)
        append(fitting)
        appendSpaces(columns - fitting.width)
    }

    /// `append(StyledLine(text, style), fittedTo: columns)`; printable ASCII that fits (a
    /// column a byte) is appended as it is, without a line made of it first.
    mutating func append(_ text: String, _ style: TextStyle, fittedTo columns: Int) {
        let count = text.utf8.count
        guard count <= columns, TerminalText.isPrintableASCII(text) else {
            return append(StyledLine(text, style), fittedTo: columns)
        }
        appendRaw(text, style, width: count)
        appendSpaces(columns - count)
    }

    /// Centered in exactly `columns`.
    func centered(in columns: Int) -> StyledLine {
        let body = truncated(to: columns)
        let left = (columns - body.width) / 2
        var result = StyledLine()
        result.appendSpaces(left)
        result.append(body)
        return result.fitted(to: columns)
    }

    /// Columns `start..<end`. A wide character cut in half leaves a space in its place when
    /// `padWideCuts` is true (so an overlay keeps the columns aligned), else it is dropped.
    func sliced(from start: Int, to end: Int, padWideCuts: Bool = true) -> StyledLine {
        var result = StyledLine()
        var column = 0
        for span in spans {
            if span.width == span.text.utf8.count, TerminalText.isPrintableASCII(span.text) {
                // A column a byte: the kept columns are those bytes (the loop below, without
                // measuring each scalar).
                let from = max(start, column) - column, to = min(end, column + span.width) - column
                if from < to {
                    let utf8 = span.text.utf8
                    let kept = utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)
                    result.appendRaw(String(span.text[kept]), span.style, width: to - from)
                }
                column += span.width
            } else if DisplayWidth.isPlain(span.text) {
                // Each scalar a character of its own: the kept ones are one run of the text,
                // taken at once, with any cut wide character's padding before or after it.
                let scalars = span.text.unicodeScalars
                var first: String.Index?
                var last = scalars.startIndex
                var padBefore = 0, padAfter = 0, keptWidth = 0
                var index = scalars.startIndex
                // Nothing at or past `end` is kept or padded.
                while index != scalars.endIndex, column < end {
                    let width = DisplayWidth.plainScalarWidth(scalars[index])
                    let next = scalars.index(after: index)
                    if column >= start, column + width <= end {
                        if first == nil { first = index }
                        last = next
                        keptWidth += width
                    } else if padWideCuts, column < end, column + width > start {
                        let pad = min(end, column + width) - max(start, column)
                        if first == nil { padBefore += pad } else { padAfter += pad }
                    }
                    column += width
                    index = next
                }
                result.appendSpaces(padBefore, span.style)
                if let first {
                    result.appendRaw(String(scalars[first..<last]), span.style, width: keptWidth)
                }
                result.appendSpaces(padAfter, span.style)
            } else {
                var kept = ""
                for character in span.text {
                    let width = DisplayWidth.of(character)
                    defer { column += width }
                    if column >= start, column + width <= end {
                        kept.append(character)
                    } else if padWideCuts, column < end, column + width > start {
                        kept += RepeatedText.of(" ", count: min(end, column + width) - max(start, column))
                    }
                }
                result.appendRaw(kept, span.style)
            }
        }
        return result
    }

    func rendered(color: Bool) -> String {
        var bytes: [UInt8] = []
        write(to: &bytes, color: color)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the line's UTF-8, as `rendered(color:)` gives it.
    func write(to bytes: inout [UInt8], color: Bool) {
        for span in spans {
            let codes = color ? span.style.ansiCodes : []
            guard !codes.isEmpty else {
                bytes += span.text.utf8
                continue
            }
            bytes += "\u{1B}[".utf8
            bytes += codes.joined(separator: ";").utf8
            bytes += "m".utf8
            bytes += span.text.utf8
            bytes += "\u{1B}[0m".utf8
        }
    }
}
