import RxsScript

/// A line of the document as the features read it: its text as a script sees it, and
/// conversions between LSP's UTF-16 offsets and the line's characters.
struct LSPLineText {
    let document: LSPDocument
    let index: Int
    /// The line without a leading byte order mark.
    let text: String
    /// UTF-16 units of a leading byte order mark on the first line (0 or 1).
    private let skipped: Int

    init(_ document: LSPDocument, line index: Int) {
        self.document = document
        self.index = index
        text = document.scriptLine(index)
        skipped = index == 0 && document.hasByteOrderMark ? 1 : 0
    }

    /// The index in `text` at UTF-16 offset `character` (clamped; inside a character that
    /// takes two units, before it).
    func index(atCharacter character: Int) -> String.Index {
        var units = skipped
        var index = text.unicodeScalars.startIndex
        for scalar in text.unicodeScalars {
            guard units + scalar.utf16.count <= character else { break }
            units += scalar.utf16.count
            index = text.unicodeScalars.index(after: index)
        }
        return index
    }

    /// The LSP position of `index` in `text`.
    func position(of index: String.Index) -> LSPPosition {
        LSPPosition(line: self.index, character: skipped + text.unicodeScalars[..<index].reduce(0) { $0 + $1.utf16.count })
    }

    /// The range a token covers.
    func range(of span: SourceSpan) -> LSPRange {
        LSPRange(start: document.position(line: index, column: span.location.column),
                 end: document.position(line: index, column: span.location.column + span.length))
    }

    func contains(_ span: SourceSpan, _ position: LSPPosition) -> Bool {
        let range = range(of: span)
        return range.start.character <= position.character && position.character <= range.end.character
    }
}
