import RxsSupport

/// Bytes that reached standard output from outside rxs's writer (`StrayOutput`), cut into the
/// lines a report's `log` shows: control characters escaped, bytes that are not UTF-8 shown as
/// U+FFFD. Bounded like a step's own log (`StepLog`): a line keeps its first `lineLimit`
/// characters and the lines waiting for a report their first `lineCountLimit`, then one line
/// says how many more there were, so a thread printing in a loop cannot take the memory.
struct StrayLines {
    static let lineLimit = 4_000
    static let lineCountLimit = 10_000

    private var lines: [String] = []
    /// Bytes after the last line break, at most enough for `lineLimit` characters and one more.
    private var partial: [UInt8] = []
    private var dropped = 0

    var isEmpty: Bool { lines.isEmpty && partial.isEmpty && dropped == 0 }

    /// Adds `bytes`, handing each line it completes to `complete` when given (lines to stream
    /// out), else keeping it for `take`.
    mutating func append(_ bytes: UnsafeRawBufferPointer, complete: ((String) -> Void)? = nil) {
        var start = bytes.startIndex
        while let lineBreak = bytes[start...].firstIndex(of: 0x0A) {
            extend(with: UnsafeRawBufferPointer(rebasing: bytes[start..<lineBreak]))
            endLine(complete)
            start = lineBreak + 1
        }
        extend(with: UnsafeRawBufferPointer(rebasing: bytes[start...]))
    }

    /// Ends the unfinished line, if any: text without a final line break ends where it is taken.
    mutating func endPartialLine(_ complete: ((String) -> Void)? = nil) {
        if !partial.isEmpty { endLine(complete) }
    }

    /// The lines kept so far (the unfinished one too), and a line counting those left out.
    mutating func take() -> [String] {
        endPartialLine()
        var taken = lines
        if dropped > 0 { taken.append("… \(dropped) more log \(dropped == 1 ? "line" : "lines")") }
        self = StrayLines()
        return taken
    }

    private mutating func extend(with bytes: UnsafeRawBufferPointer) {
        // Four bytes a character at most: past that the line is cut anyway.
        let room = (Self.lineLimit + 1) * 4 - partial.count
        if room > 0 { partial += bytes.prefix(room) }
    }

    private mutating func endLine(_ complete: ((String) -> Void)?) {
        var text = String(decoding: partial, as: UTF8.self)
        partial.removeAll(keepingCapacity: true)
        if text.count > Self.lineLimit { text = String(text.prefix(Self.lineLimit)) + "…" }
        text = VisibleText.escapingControls(text, lineBreaks: false)
        if let complete { return complete(text) }
        guard lines.count < Self.lineCountLimit else {
            dropped += 1
            return
        }
        lines.append(text)
    }
}
