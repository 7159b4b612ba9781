import RxUI
import RxsScript

/// One change of the visible state, stamped with the virtual time it happened at.
///
/// A text too long to show whole is kept only as its line shows it (start, end and length),
/// so a step that types 20,000 characters does not hold every intermediate text.
package struct TimedChange: Hashable, Sendable {
    /// Virtual milliseconds.
    package var time: Int
    /// The change; long texts in it are cut to their start and end (see `ChangeLineText`).
    package private(set) var change: SnapshotChange
    /// `change` as its line shows it, when a long text in it was shortened.
    private var shown: String?

    package init(time: Int, change: SnapshotChange) {
        self.time = time
        if let compact = ChangeLineText.compacted(change) {
            self.change = compact.change
            shown = compact.line
        } else {
            self.change = change
        }
    }

    /// `[0.500s] table.count: 0 → 8`
    package var line: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends `line` to `text`.
    package func write(to text: inout String) {
        text += "["
        text += TimeFormat.seconds(time)
        text += "] "
        if let shown {
            text += shown
        } else {
            change.write(to: &text)
        }
    }
}

/// A failed `expect`: what was expected, what was there, and what is still scheduled.
package struct ExpectationFailure: Hashable, Sendable {
    /// The lines a transcript shows.
    package var message: String
    /// The parts of `message`, for `--json`.
    package var path = ""
    package var comparison = ComparisonOperator.equal
    package var expected = ScriptValue.bool(true)
    package var actual = SnapshotValue.null
    /// "2 timers pending: …" when work is still scheduled.
    package var pending: String?

    package init(message: String) {
        self.message = message
    }

    package init(message: String, path: String, comparison: ComparisonOperator, expected: ScriptValue,
                actual: SnapshotValue, pending: String?) {
        self.message = message
        self.path = path
        self.comparison = comparison
        self.expected = expected
        self.actual = actual
        self.pending = pending
    }
}

/// What running one command gave: the changes it caused, text it printed, a failed
/// expectation, or the request to end the session.
package struct StepOutcome: Sendable {
    package var changes: [TimedChange] = []
    package var output: [String] = []
    package var failure: ExpectationFailure?
    package var quit = false

    package init(changes: [TimedChange] = [], output: [String] = [], failure: ExpectationFailure? = nil,
                quit: Bool = false) {
        self.changes = changes
        self.output = output
        self.failure = failure
        self.quit = quit
    }

    /// The lines a transcript shows for this step: changes, then printed text, then the failure.
    package var lines: [String] {
        changes.map(\.line) + textLines
    }

    /// The lines of printed text. Rendered screens end with a newline; it is no line of its own.
    /// Without a carriage return, a line feed is a character of its own, so the text is cut
    /// at its bytes; with one, `\r\n` is one character and is not a line break here.
    static func lines(of text: String) -> [String] {
        guard !text.utf8.contains(0x0D) else {
            let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
            return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        var bytes = Substring(text).utf8
        if bytes.last == 0x0A { bytes = bytes.dropLast() }
        return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(Substring($0)) }
    }

    /// The lines after the changes: printed text, then the failure.
    package var textLines: [String] {
        var lines: [String] = []
        for text in output {
            lines += Self.lines(of: text)
        }
        if let failure { lines += failure.message.split(separator: "\n").map(String.init) }
        return lines
    }
}

/// Virtual time as scripts and transcripts show it.
package enum TimeFormat {
    /// `0.500s`, `12.000s`
    package static func seconds(_ milliseconds: Int) -> String {
        let magnitude = milliseconds.magnitude
        let fraction = magnitude % 1000
        var text = milliseconds < 0 ? "-" : ""
        text += String(magnitude / 1000)
        text += fraction < 10 ? ".00" : fraction < 100 ? ".0" : "."
        text += String(fraction)
        text += "s"
        return text
    }

    /// `500 ms`, `2 s`, `1.5 s` for messages.
    package static func duration(_ milliseconds: Int) -> String {
        if milliseconds < 1000 || milliseconds % 100 != 0 { return "\(milliseconds) ms" }
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
