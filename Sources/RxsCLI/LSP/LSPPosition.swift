import APIClient

/// A place in a document as LSP counts it: a 0-based line, and a 0-based offset in UTF-16
/// code units into that line.
package struct LSPPosition: Hashable, Comparable, Sendable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    package var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    /// From `{"line": 3, "character": 7}`; nil for anything else (negative numbers too).
    package init?(json: JSONValue?) {
        guard case .int(let line)? = json?["line"], case .int(let character)? = json?["character"],
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

/// From `start` up to (not including) `end`.
package struct LSPRange: Hashable, Sendable {
    package var start: LSPPosition
    package var end: LSPPosition

    package init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    package var json: JSONValue { ["start": start.json, "end": end.json] }

    package init?(json: JSONValue?) {
        guard let start = LSPPosition(json: json?["start"]), let end = LSPPosition(json: json?["end"]), start <= end else {
            return nil
        }
        self.init(start: start, end: end)
    }
}

/// One edit of a document, for moving what was said about its old text (diagnostics of the
/// last run) to where that text is now.
package struct LSPEdit: Hashable, Sendable {
    /// What was replaced, in the old text.
    package var replaced: LSPRange
    /// Where the inserted text ends, in the new text.
    package var insertedEnd: LSPPosition

    /// Where a range of the old text is in the new one; nil when the edit replaced part of it.
    /// Text inserted exactly where a range starts goes before it; exactly where it ends, after it.
    package func moved(_ range: LSPRange) -> LSPRange? {
        if range.end < replaced.start || (range.end == replaced.start && range.start < range.end) { return range }
        guard range.start >= replaced.end else { return nil }
        return LSPRange(start: shifted(range.start), end: shifted(range.end))
    }

    /// A position at or after the replaced text, where it is after the edit.
    private func shifted(_ position: LSPPosition) -> LSPPosition {
        let line = position.line - replaced.end.line + insertedEnd.line
        guard position.line == replaced.end.line else { return LSPPosition(line: line, character: position.character) }
        return LSPPosition(line: line, character: position.character - replaced.end.character + insertedEnd.character)
    }
}
