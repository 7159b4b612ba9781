/// Greedy word wrapping by display width, for snapshots and for help text.
package enum TextWrap {
    /// Lines of at most `width` columns, the first `limit` of them. Words wider than a line
    /// (and text without spaces, as Japanese usually is) break between characters.
    package static func lines(_ text: String, width: Int, limit: Int = .max) -> [String] {
        guard width > 0, limit > 0 else { return [] }
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
