/// Greedy word wrap by display width. Words wider than a line (and text without spaces, as
/// Japanese usually is) break between characters.
enum TextWrap {
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in TerminalText.visible(text).split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = DisplayWidth.of(String(word))
            if currentWidth > 0, currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 { lines.append(current) }
            current = ""
            currentWidth = 0
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if currentWidth + characterWidth > width, currentWidth > 0 {
                    lines.append(current)
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
}
