import RxUI

/// Greedy word wrapping for help text.
package enum TextWrap {
    /// Lines of at most `width` columns (longer single words stay whole), each after `indent`.
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
        text + String(repeating: " ", count: max(width - DisplayWidth.of(text), 0))
    }
}
