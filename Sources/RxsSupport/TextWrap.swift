/// Greedy word wrapping by display width, for snapshots and for help text.
package enum TextWrap {
    /// Lines of at most `width` columns, the first `limit` of them. Words wider than a line
    /// (and text without spaces, as Japanese usually is) break between characters.
    package static func lines(_ text: String, width: Int, limit: Int = .max) -> [String] {
        guard width > 0, limit > 0 else { return [] }
        if TerminalText.isPrintableASCII(text) { return printableASCIILines(text, width: width, limit: limit) }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        // The words of `split(separator: " ")`, read only as far as the lines asked for reach:
        // an alert shows four lines of a message that may run to a whole document.
        var rest = Substring(TerminalText.visible(text))
        while true {
            rest = rest.drop { $0 == " " }
            let word = rest.prefix { $0 != " " }
            guard !word.isEmpty else { break }
            rest = rest[word.endIndex...]
            let wordWidth = DisplayWidth.of(String(word))
            if currentWidth > 0, currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                if lines.count == limit { return lines }
            }
            // A word that fits a line of its own is that line's start as it is: cut character
            // by character, nothing in it would break (its columns are its characters').
            if wordWidth <= width {
                current = String(word)
                currentWidth = wordWidth
                continue
            }
            current = ""
            currentWidth = 0
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if currentWidth + characterWidth > width, currentWidth > 0 {
                    lines.append(current)
                    if lines.count == limit { return lines }
                    current = ""
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += characterWidth
            }
        }
        if currentWidth > 0 || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `lines(_:width:limit:)` of printable ASCII, which is its own visible text, a column a
    /// byte and a character a byte: the same words and breaks, read from the bytes (reading
    /// the text a character at a time was most of an alert's drawing).
    private static func printableASCIILines(_ text: String, width: Int, limit: Int) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var current: [UInt8] = []
            var index = 0
            while true {
                while index < bytes.count, bytes[index] == 0x20 { index += 1 }
                guard index < bytes.count else { break }
                let start = index
                while index < bytes.count, bytes[index] != 0x20 { index += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if !current.isEmpty, current.count + 1 + word.count <= width {
                    current.append(0x20)
                    current.append(contentsOf: word)
                    continue
                }
                if !current.isEmpty {
                    lines.append(String(decoding: current, as: UTF8.self))
                    if lines.count == limit { return lines }
                }
                current.removeAll(keepingCapacity: true)
                if word.count <= width {
                    current.append(contentsOf: word)
                    continue
                }
                for byte in word {
                    if current.count + 1 > width, !current.isEmpty {
                        lines.append(String(decoding: current, as: UTF8.self))
                        if lines.count == limit { return lines }
                        current.removeAll(keepingCapacity: true)
                    }
                    current.append(byte)
                }
            }
            if !current.isEmpty || lines.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
            return lines
        }
    }

    /// Lines of at most `width` columns (longer single words stay whole), each after `indent`:
    /// help text, where a flag or path must not break.
    package static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, DisplayWidth.of(indent + line) + 1 + DisplayWidth.of(String(word)) > width {
                lines.append(indent + line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines
    }

    /// `text` followed by spaces up to `width` columns.
    package static func padded(_ text: String, to width: Int) -> String {
        text + RepeatedText.of(" ", count: max(width - DisplayWidth.of(text), 0))
    }
}
