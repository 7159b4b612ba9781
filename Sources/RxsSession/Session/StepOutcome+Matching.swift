extension StepOutcome {
    /// Whether `lines` are `expected`, line by line as `same` compares two lines (the expected
    /// one first), and as many. A line whose bytes are the expected line's is the same without
    /// asking, and only a line that is not is made a `String`: a step that printed what its
    /// script expects makes no text of its lines (making them, a `String` grown piece by piece
    /// for each change line, cost more than running most steps' commands).
    package func linesMatch(_ expected: [String], by same: (_ expected: String, _ actual: String) -> Bool) -> Bool {
        linesMatch(ExpectedLines(expected), by: same)
    }

    /// `linesMatch(_:by:)` of lines kept as a script's bytes: only an expected line whose
    /// bytes differ from the line printed is made a `String`.
    package func linesMatch(_ expected: ExpectedLines, by same: (_ expected: String, _ actual: String) -> Bool) -> Bool {
        var next = 0
        if !changes.isEmpty || !logs.isEmpty {
            let matched = withoutActuallyEscaping(same) { same in
                var matcher = LineMatcher(expected: expected, same: same)
                defer { next = matcher.next }
                return visitTimedLines(&matcher)
            }
            guard matched else { return false }
        }
        for text in output {
            guard Self.linesOf(text, match: expected, from: &next, by: same) else { return false }
        }
        if let failure {
            for line in failure.message.split(separator: "\n") {
                guard next < expected.count, same(expected.text(next), String(line)) else { return false }
                next += 1
            }
        }
        return next == expected.count
    }

    /// Matches a step's change and log lines against the expected ones from `next` on, each
    /// line's bytes written into `scratch` and compared where the expected ones lie.
    private struct LineMatcher: TimedLineVisitor {
        let expected: ExpectedLines
        let same: (String, String) -> Bool
        var next = 0
        var scratch = TranscriptBytes()

        mutating func visit(_ change: TimedChange) -> Bool { matches(change) }
        mutating func visit(_ log: TimedLog) -> Bool { matches(log) }

        private mutating func matches(_ line: some TranscriptLine) -> Bool {
            guard next < expected.count else { return false }
            scratch.removeAll()
            line.write(to: &scratch)
            let index = next
            let equal = scratch.bytes.withUnsafeBufferPointer { expected.line(index, equals: $0) }
            if !equal, !same(expected.text(index), line.line) { return false }
            next += 1
            return true
        }
    }

    /// Whether the lines of printed `text` (`lines(of:)`) are the expected ones from `next` on,
    /// moving `next` past them. A text without carriage returns is compared where it lies.
    private static func linesOf(_ text: String, match expected: ExpectedLines, from next: inout Int,
                                by same: (String, String) -> Bool) -> Bool {
        var text = text
        let compared = text.withUTF8 { bytes -> Bool? in
            guard !holdsCarriageReturn(bytes) else { return nil }
            var matched = true
            forEachLine(in: bytes) { range in
                guard matched else { return }
                guard next < expected.count else {
                    matched = false
                    return
                }
                let line = UnsafeBufferPointer(rebasing: bytes[range])
                // Cut at line feeds, each line of the valid text is valid as it is.
                if !expected.line(next, equals: line), !same(expected.text(next), String(decoding: line, as: UTF8.self)) {
                    matched = false
                }
                next += 1
            }
            return matched
        }
        if let compared { return compared }
        for line in lines(of: text) {
            guard next < expected.count, same(expected.text(next), line) else { return false }
            next += 1
        }
        return true
    }
}
