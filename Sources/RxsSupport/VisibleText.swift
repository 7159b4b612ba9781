/// Text for a message that quotes what a user typed or named (a path, an operand): control
/// characters — C0 but tab and line feed, DEL, C1 — become `\u{1B}`-style escapes, so the
/// message shows them instead of letting them move the cursor or retitle the terminal; a
/// file name's bytes that are not UTF-8 (`FileName`) show as `\xE9`.
package enum VisibleText {
    /// `lineBreaks: false` escapes line feeds too: for a name on a line of its own.
    package static func escapingControls(_ text: String, lineBreaks: Bool = true) -> String {
        func isShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
            isControl(scalar) || (!lineBreaks && scalar == "\n") || FileName.isEscape(scalar)
        }
        guard text.unicodeScalars.contains(where: isShownEscaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if FileName.isEscape(scalar) {
                result += FileName.shownByte(scalar)
            } else if isShownEscaped(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
    }
}
