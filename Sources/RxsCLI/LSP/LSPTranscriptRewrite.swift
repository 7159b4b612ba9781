import APIClient
import RxsRunner

/// The document rewritten as `rxs test --update` rewrites a script (`GoldenTranscript.rewrite`,
/// the same code): one `#>` block, for its quick fix, or every block, for the source action.
/// Made when an action is asked for, not after every run: a run that nobody fixes costs nothing.
struct LSPTranscriptRewrite: Sendable {
    let source: GoldenSource
    let golden: GoldenTranscript
    /// What each command printed, by its 1-based line.
    let printed: [Int: [String]]
    /// Whether `rxs test --update` would write the file: no expect failed and no error
    /// stopped the run (it leaves the file unchanged otherwise).
    let updates: Bool

    /// The edit that makes the `#>` block of the command on `commandLine` what it printed, all
    /// else kept; nil when it already is.
    func block(_ commandLine: Int) -> LSPTextEdit? {
        var kept = golden.blocks.mapValues { _ in GoldenTranscript.Printed.expected }
        kept[commandLine] = .lines(printed[commandLine] ?? [])
        return LSPTextEdit(from: source, to: golden.rewrite(source, printed: kept))
    }

    /// The edit that makes the whole document what `rxs test --update` would write; nil when
    /// it would write nothing.
    func whole() -> LSPTextEdit? {
        guard updates else { return nil }
        let rewritten = golden.rewrite(source, actual: printed)
        guard rewritten != source else { return nil }
        return LSPTextEdit(from: source, to: rewritten)
    }
}

/// An LSP TextEdit: the text of a range replaced.
struct LSPTextEdit: Hashable, Sendable {
    var range: LSPRange
    var newText: String

    init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }

    /// The lines that differ between two versions of a source, as one edit: whole lines with
    /// their terminators from the first that differs to the last, so it never splits a CRLF.
    /// Nil when none differs.
    init?(from old: GoldenSource, to new: GoldenSource) {
        let before = old.lines
        let after = new.lines
        var head = 0
        while head < before.count, head < after.count, before[head] == after[head] { head += 1 }
        var tail = 0
        while tail < before.count - head, tail < after.count - head,
              before[before.count - 1 - tail] == after[after.count - 1 - tail] { tail += 1 }
        guard head < before.count - tail || head < after.count - tail else { return nil }
        // A byte order mark is one UTF-16 unit of the document's first line, and no line's text.
        let mark = old.hasByteOrderMark ? 1 : 0
        func start(ofLine line: Int) -> LSPPosition { LSPPosition(line: line, character: line == 0 ? mark : 0) }
        var end = start(ofLine: before.count - tail)
        // Up to the end of a last line without a terminator: no line past the document's end.
        if before.count - tail == before.count, let last = before.last, last.terminator.isEmpty {
            end = LSPPosition(line: before.count - 1, character: last.text.utf16.count + (before.count == 1 ? mark : 0))
        }
        range = LSPRange(start: start(ofLine: head), end: end)
        newText = after[head..<(after.count - tail)].map { $0.text + $0.terminator }.joined()
    }

    var json: JSONValue { ["range": range.json, "newText": .string(newText)] }
}
