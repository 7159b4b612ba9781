import RxsSupport

/// What the code under test printed during one step, cut into lines (a `print` with
/// `terminator: ""` continues the line; text without a final line break ends at the step's
/// end), each stamped with the virtual time and its place among the step's changes.
///
/// Bounded like the rest of a transcript: a line keeps its first `lineLimit` characters and a
/// step its first `lineCountLimit` lines, then says how many more there were, so a `print` in a
/// loop cannot take the session's memory.
struct StepLog {
    static let lineLimit = 4_000
    static let lineCountLimit = 10_000

    private(set) var lines: [TimedLog] = []
    /// Printed text after the last line break.
    private var partial = ""
    private var partialTime = 0
    private var partialPosition = 0
    private var dropped = 0
    /// Changes taken from the session so far in this step (`Session.takeChanges`).
    var changesTaken = 0

    /// Adds printed `text` at `time`, after `position` of the step's changes.
    mutating func write(_ text: String, time: Int, position: Int) {
        var rest = Substring(text)
        while let lineBreak = rest.firstIndex(of: "\n") {
            extend(with: rest[..<lineBreak], time: time, position: position)
            endLine()
            rest = rest[rest.index(after: lineBreak)...]
        }
        guard !rest.isEmpty else { return }
        extend(with: rest, time: time, position: position)
        if partial.count > Self.lineLimit { endLine() }
    }

    /// Continues the unfinished line (a line belongs where it began), keeping no more than
    /// one character past the limit, enough to know it was cut.
    private mutating func extend(with piece: Substring, time: Int, position: Int) {
        if partial.isEmpty { (partialTime, partialPosition) = (time, position) }
        partial += piece.prefix(Self.lineLimit + 1)
    }

    /// The step's lines, its unfinished line last, and a line counting what was left out.
    mutating func finish(at time: Int, position: Int) -> [TimedLog] {
        if !partial.isEmpty { endLine() }
        if dropped > 0 {
            lines.append(TimedLog(time: time, text: "… \(dropped) more log \(dropped == 1 ? "line" : "lines")",
                                  position: position))
        }
        defer { self = StepLog() }
        return lines
    }

    private mutating func endLine() {
        defer { partial = "" }
        guard lines.count < Self.lineCountLimit else {
            dropped += 1
            return
        }
        var text = partial
        if text.count > Self.lineLimit {
            text = String(text.prefix(Self.lineLimit)) + "…"
        }
        lines.append(TimedLog(time: partialTime, text: VisibleText.escapingControls(text, lineBreaks: false),
                              position: partialPosition))
    }
}
