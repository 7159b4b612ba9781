/// A document as the editor holds it: its text and version, with positions counted as LSP
/// counts them (UTF-16 code units) and lines split as a script's are (LF, CRLF or CR).
///
/// The text is kept as UTF-8 bytes with where each line starts, so turning a position into
/// an offset decodes one line, and an edit costs a pass over the bytes.
package struct LSPDocument: Sendable {
    package var uri: String
    package var version: Int
    package private(set) var bytes: [UInt8]
    /// Offsets in `bytes` where lines start; the first is 0.
    private var lineStarts: [Int] = [0]

    package init(uri: String, version: Int, text: String) {
        self.init(uri: uri, version: version, bytes: Array(text.utf8))
    }

    /// Bytes that are not UTF-8 (a Latin-1 file) are read as U+FFFD, as a script's are, so
    /// positions are those of the text the editor was sent back.
    package init(uri: String, version: Int, bytes: [UInt8]) {
        self.uri = uri
        self.version = version
        self.bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
        findLines()
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package var lineCount: Int { lineStarts.count }

    /// Line `index` without its terminator; "" past the last line.
    package func line(_ index: Int) -> String {
        guard index >= 0, index < lineStarts.count else { return "" }
        return String(decoding: bytes[lineStarts[index]..<lineEnd(index)], as: UTF8.self)
    }

    /// Whether the text starts with a byte order mark, which a script's first line leaves out.
    package var hasByteOrderMark: Bool { bytes.starts(with: [0xEF, 0xBB, 0xBF]) }

    /// Line `index` as `Script` sees it (without a leading byte order mark).
    package func scriptLine(_ index: Int) -> String {
        let text = line(index)
        return index == 0 && hasByteOrderMark ? String(text.unicodeScalars.dropFirst()) : text
    }

    /// The position `column` characters (as `SourceLocation` counts them) into line `index`
    /// of the script.
    package func position(line index: Int, column: Int) -> LSPPosition {
        let text = scriptLine(index)
        let before = text.prefix(max(0, column - 1)).utf16.count
        return LSPPosition(line: index, character: before + (index == 0 && hasByteOrderMark ? 1 : 0))
    }

    /// The end of line `index` (before its terminator).
    package func endOfLine(_ index: Int) -> LSPPosition {
        LSPPosition(line: index, character: line(index).utf16.count)
    }

    /// The whole of line `index` from its first character that is not blank, for a
    /// diagnostic about the line as a whole.
    package func contentRange(ofLine index: Int) -> LSPRange {
        let text = line(index)
        let blank = text.prefix { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }.utf16.count
        return LSPRange(start: LSPPosition(line: index, character: blank), end: endOfLine(index))
    }

    /// The byte offset of `position`. As LSP says, a line past the end is the end of the
    /// text and a character past the line's end is its end; inside a character that takes
    /// two UTF-16 units is before it.
    package func offset(of position: LSPPosition) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnd(position.line)
        var units = 0
        var offset = start
        for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars {
            let width = scalar.utf16.count
            guard units + width <= position.character else { break }
            units += width
            offset += scalar.utf8.count
        }
        return offset
    }

    /// The position of byte offset `offset` (at a character boundary).
    package func position(ofOffset offset: Int) -> LSPPosition {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let end = min(clamped, lineEnd(low))
        let units = String(decoding: bytes[lineStarts[low]..<end], as: UTF8.self).utf16.count
        return LSPPosition(line: low, character: units)
    }

    /// The text between two positions.
    package func text(in range: LSPRange) -> String {
        let start = offset(of: range.start)
        let end = max(start, offset(of: range.end))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Replaces the text in `range` (the whole text when nil) with `newText`; returns the
    /// edit as positions, or nil for a whole-text replacement.
    @discardableResult
    package mutating func replace(_ range: LSPRange?, with newText: String) -> LSPEdit? {
        guard let range else {
            bytes = Array(newText.utf8)
            findLines()
            return nil
        }
        let start = offset(of: range.start)
        let end = max(start, offset(of: range.end))
        let replaced = LSPRange(start: position(ofOffset: start), end: position(ofOffset: end))
        let inserted = Array(newText.utf8)
        bytes.replaceSubrange(start..<end, with: inserted)
        findLines()
        return LSPEdit(replaced: replaced, insertedEnd: position(ofOffset: start + inserted.count))
    }

    private func lineEnd(_ index: Int) -> Int {
        guard index + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[index + 1] - 1
        if bytes[end] == 0x0A, end > lineStarts[index], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    private mutating func findLines() {
        lineStarts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { lineStarts.append(index) }
        }
    }
}
