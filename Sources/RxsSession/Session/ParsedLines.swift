import RxsScript

/// Lines of one script parsed so far, by text. How a line parses depends on its text alone
/// (the line number only goes into locations) and a script repeats lines, so a known one is
/// moved to its number (`ScriptLine.relocated`) rather than parsed again. Bounded, so a
/// script of distinct lines holds no more than `limit` of them.
package struct ParsedLines: Sendable {
    static let limit = 4096
    /// Each line in a box: a look-up copies a reference, and the line is moved from where it
    /// lies (a `ScriptLine` copied out of the dictionary and destroyed cost about 550
    /// instructions a replayed line).
    private var lines: [String: Known] = [:]

    private final class Known: Sendable {
        let line: ScriptLine
        init(_ line: ScriptLine) { self.line = line }
    }

    package init() {}

    func contains(_ text: String) -> Bool { lines.index(forKey: text) != nil }

    /// `text` as line `number` of `file`: a known line moved there, or the text parsed (and
    /// kept when it holds a command); nil for a blank or comment-only line.
    mutating func line(_ text: String, number: Int, file: String) throws(ScriptError) -> ScriptLine? {
        if let known = lines[text], let moved = known.line.relocated(to: number) { return moved }
        guard let line = try ScriptLine.parse(text, number: number, file: file) else { return nil }
        if lines.count >= Self.limit { lines.removeAll(keepingCapacity: true) }
        lines[text] = Known(line)
        return line
    }
}
