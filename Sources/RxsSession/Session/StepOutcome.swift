#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxUI
import RxsScript

/// A line of a step's transcript that can write itself into a longer text.
package protocol TranscriptLine {
    func write(to text: inout String)
    /// The same line as UTF-8 bytes.
    func write(to bytes: inout TranscriptBytes)
}

/// What `StepOutcome.visitTimedLines` hands a step's lines to; a visit returning false stops it.
package protocol TimedLineVisitor {
    mutating func visit(_ change: TimedChange) -> Bool
    mutating func visit(_ log: TimedLog) -> Bool
}

extension TranscriptLine {
    /// The line on its own.
    package var line: String {
        var text = ""
        write(to: &text)
        return text
    }
}

/// One change of the visible state, stamped with the virtual time it happened at.
///
/// A text too long to show whole is kept only as its line shows it (start, end and length),
/// so a step that types 20,000 characters does not hold every intermediate text.
package struct TimedChange: TranscriptLine, Hashable, Sendable {
    /// Virtual milliseconds.
    package var time: Int
    /// The change; long texts in it are cut to their start and end (see `ChangeLineText`).
    package private(set) var change: SnapshotChange
    /// `change` as its line shows it when a long text in it was shortened, else empty (no
    /// line is). An optional, or a default value, made the compiler copy each new change
    /// and destroy the copy as it was appended to a step (set in both branches it does not).
    private var shown: String

    package init(time: Int, change: SnapshotChange) {
        self.time = time
        if let compact = ChangeLineText.compacted(change) {
            self.change = compact.change
            shown = compact.line
        } else {
            self.change = change
            shown = ""
        }
    }

    /// Appends `[0.500s] table.count: 0 → 8` to `text`.
    package func write(to text: inout String) {
        writeLine(to: &text)
    }

    package func write(to bytes: inout TranscriptBytes) {
        bytes.appendStamp(time)
        if !shown.isEmpty {
            bytes.appendText(shown)
        } else {
            bytes.appendChange(change)
        }
    }

    private func writeLine<Text: TranscriptText>(to text: inout Text) {
        text.appendText(TimeFormat.stamp(time))
        if !shown.isEmpty {
            text.appendText(shown)
        } else {
            text.appendChange(change)
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

/// A line the code under test printed (`print`, `debugPrint`, `dump`, `.debug()`) during a step.
package struct TimedLog: TranscriptLine, Hashable, Sendable {
    /// Virtual milliseconds.
    package var time: Int
    /// The printed line, without its line break; control characters shown as escapes.
    package var text: String
    /// How many of the step's changes came before it: a line printed at an instant comes
    /// before the changes that instant made (they are known only once it ends).
    package var position: Int

    package init(time: Int, text: String, position: Int) {
        self.time = time
        self.text = text
        self.position = position
    }

    /// Two lists each in order (an included script's lines and the including step's own) as
    /// one, by place among the changes; at the same place `first`'s come first.
    static func merged(_ first: [TimedLog], _ second: [TimedLog]) -> [TimedLog] {
        if first.isEmpty { return second }
        if second.isEmpty { return first }
        var result: [TimedLog] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i].position <= second[j].position) {
                result.append(first[i])
                i += 1
            } else {
                result.append(second[j])
                j += 1
            }
        }
        return result
    }

    /// Appends `[0.300s] log: User signed in true` to `text`.
    package func write(to text: inout String) {
        writeLine(to: &text)
    }

    package func write(to bytes: inout TranscriptBytes) {
        bytes.appendStamp(time)
        bytes.appendLiteral("log: ")
        bytes.appendText(text)
    }

    private func writeLine<Text: TranscriptText>(to text: inout Text) {
        text.appendText(TimeFormat.stamp(time))
        text.appendText("log: ")
        text.appendText(self.text)
    }
}

/// A change line or a log line of a step.
package enum TimedLine: TranscriptLine {
    case change(TimedChange)
    case log(TimedLog)

    package func write(to text: inout String) {
        switch self {
        case .change(let change): change.write(to: &text)
        case .log(let log): log.write(to: &text)
        }
    }

    package func write(to bytes: inout TranscriptBytes) {
        switch self {
        case .change(let change): change.write(to: &bytes)
        case .log(let log): log.write(to: &bytes)
        }
    }
}

/// What running one command gave: the changes it caused, what the code under test printed,
/// text the command printed, a failed expectation, or the request to end the session.
package struct StepOutcome: Sendable {
    // No default values here (the initializer has them; `Optional<…>` spelled out has no
    // implicit nil): with them, the compiler copied each new outcome and destroyed the copy.
    package var changes: [TimedChange]
    /// Printed by the code under test, in order; see `TimedLog.position`.
    package var logs: [TimedLog]
    package var output: [String]
    package var failure: Optional<ExpectationFailure>
    package var quit: Bool

    package init(changes: [TimedChange] = [], logs: [TimedLog] = [], output: [String] = [],
                failure: ExpectationFailure? = nil, quit: Bool = false) {
        self.changes = changes
        self.logs = logs
        self.output = output
        self.failure = failure
        self.quit = quit
    }

    /// The lines a transcript shows for this step: changes and log lines in the order they
    /// happened, then printed text, then the failure.
    package var lines: [String] {
        var lines: [String] = []
        forEachTimedLine { lines.append($0.line) }
        return lines + textLines
    }

    /// Calls `body` with each change and log line, in the order they happened.
    package func forEachTimedLine(_ body: (TimedLine) -> Void) {
        struct Each: TimedLineVisitor {
            let body: (TimedLine) -> Void
            func visit(_ change: TimedChange) -> Bool { body(.change(change)); return true }
            func visit(_ log: TimedLog) -> Bool { body(.log(log)); return true }
        }
        withoutActuallyEscaping(body) { body in
            var each = Each(body: body)
            visitTimedLines(&each)
        }
    }

    /// Writes each change and log line as `forEachTimedLine` gives them, each after a line
    /// break and two spaces (a transcript's step), read where they lie.
    package func writeTimedLines(to bytes: inout TranscriptBytes) {
        struct Writer: TimedLineVisitor {
            var bytes: TranscriptBytes
            mutating func visit(_ change: TimedChange) -> Bool { write(change) }
            mutating func visit(_ log: TimedLog) -> Bool { write(log) }
            private mutating func write(_ line: some TranscriptLine) -> Bool {
                bytes.appendLiteral("\n  ")
                line.write(to: &bytes)
                return true
            }
        }
        // Moved into the writer and back: an empty `TranscriptBytes` left in its place made
        // room for 256 bytes at every step.
        var writer = Writer(bytes: consume bytes)
        visitTimedLines(&writer)
        bytes = writer.bytes
    }

    /// Hands each change and log line to `visitor` in `forEachTimedLine`'s order: a log before
    /// the change at its position, the rest after the last change. Each is passed where it lies
    /// (a `TimedLine` of each was a copy made and destroyed per line, which the hot callers,
    /// writing and matching a step, avoid). False when the visitor stopped the walk.
    @discardableResult
    package func visitTimedLines(_ visitor: inout some TimedLineVisitor) -> Bool {
        var nextLog = logs.startIndex
        for index in changes.indices {
            while nextLog < logs.endIndex, logs[nextLog].position <= index {
                guard visitor.visit(logs[nextLog]) else { return false }
                nextLog += 1
            }
            guard visitor.visit(changes[index]) else { return false }
        }
        while nextLog < logs.endIndex {
            guard visitor.visit(logs[nextLog]) else { return false }
            nextLog += 1
        }
        return true
    }

    /// Adds the changes and logs of a step run inside this one (`include`), after its own.
    package mutating func append(timedLinesOf other: StepOutcome) {
        let offset = changes.count
        logs += other.logs.map { TimedLog(time: $0.time, text: $0.text, position: $0.position + offset) }
        changes += other.changes
    }

    /// The lines of printed text. Rendered screens end with a newline; it is no line of its own.
    /// Without a carriage return, a line feed is a character of its own, so the text is cut
    /// at its bytes; with one, `\r\n` is one character and is not a line break here.
    static func lines(of text: String) -> [String] {
        var text = text
        if let ends = text.withUTF8(lineEndsWithoutCarriageReturn) {
            // Each line's bytes are copied as they are: the text is valid, so they need no check.
            let utf8 = text.utf8
            var lines: [String] = []
            lines.reserveCapacity(ends.count)
            var start = 0
            for end in ends {
                lines.append(String(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
                start = end + 1
            }
            return lines
        }
        let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The UTF-8 offset where each line ends, cutting at line feeds (a last one ending the
    /// last line); nil when the text holds a carriage return.
    private static func lineEndsWithoutCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        guard !holdsCarriageReturn(bytes) else { return nil }
        var ends: [Int] = []
        forEachLine(in: bytes) { ends.append($0.upperBound) }
        return ends
    }

    /// Calls `body` with the UTF-8 offsets of each line of a text without carriage returns,
    /// cut at line feeds (a last one ending the last line): `lines(of:)`'s lines.
    /// Line feeds are found by `memchr`: a loop over the bytes went through every byte of
    /// every `show` box a suite compares.
    static func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        let end = bytes.last == 0x0A ? bytes.count - 1 : bytes.count
        var start = 0
        if let base = bytes.baseAddress {
            while start < end, let found = memchr(base + start, 0x0A, end - start) {
                let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                body(start..<index)
                start = index + 1
            }
        }
        body(start..<end)
    }

    /// Whether `bytes` hold a carriage return.
    static func holdsCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, 0x0D, bytes.count) != nil
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
        written(milliseconds, bracketed: false)
    }

    /// `[0.500s] `, the start of a transcript's change or log line: made in one piece, as
    /// every change line of every step begins with it and appending its parts one by one cost
    /// more than the rest of most lines.
    package static func stamp(_ milliseconds: Int) -> String {
        written(milliseconds, bracketed: true)
    }

    /// `0.500s`, or `[0.500s] ` when `bracketed`, written byte by byte into the string's buffer.
    private static func written(_ milliseconds: Int, bracketed: Bool) -> String {
        let magnitude = milliseconds.magnitude
        // Digits of the whole seconds, at least one; `UInt.max` has 20.
        var digits = 1
        var rest = magnitude / 1000
        while rest >= 10 {
            digits += 1
            rest /= 10
        }
        let open = bracketed ? 1 : 0
        let sign = milliseconds < 0 ? 1 : 0
        // "[", sign, seconds, ".", three digits, "s", "] ".
        let count = open + sign + digits + 4 + 1 + 2 * open
        return String(unsafeUninitializedCapacity: count) { buffer in
            if bracketed { buffer[0] = UInt8(ascii: "[") }
            if sign == 1 { buffer[open] = UInt8(ascii: "-") }
            var whole = magnitude / 1000
            for position in stride(from: open + sign + digits - 1, through: open + sign, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
            }
            var fraction = magnitude % 1000
            let point = open + sign + digits
            buffer[point] = UInt8(ascii: ".")
            for position in stride(from: point + 3, to: point, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            buffer[point + 4] = UInt8(ascii: "s")
            if bracketed {
                buffer[point + 5] = UInt8(ascii: "]")
                buffer[point + 6] = UInt8(ascii: " ")
            }
            return count
        }
    }

    /// `500 ms`, `2 s`, `1.5 s` for messages.
    package static func duration(_ milliseconds: Int) -> String {
        if milliseconds < 1000 || milliseconds % 100 != 0 { return "\(milliseconds) ms" }
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
