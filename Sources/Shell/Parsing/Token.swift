/// One argument of a script line: a bare word or a double-quoted text.
public struct Token: Hashable, Sendable {
    /// The value: quotes removed, `\"` and `\\` unescaped.
    public var text: String
    /// Quoted tokens are always text: `"true"` is a string, `true` a boolean.
    public var isQuoted: Bool
    /// The source spelling, quotes included.
    public var span: SourceSpan

    public init(text: String, isQuoted: Bool, span: SourceSpan) {
        self.text = text
        self.isQuoted = isQuoted
        self.span = span
    }

    public var located: Located<String> { Located(text, span: span) }
}

/// Splits one line of the line protocol into tokens.
///
/// Arguments are separated by spaces or tabs. A `#` at the start of a word begins a comment
/// (inside a word it is an ordinary character, so `C#` is a word). Double quotes make one
/// argument of text with spaces; inside them `\"` is a quote and `\\` a backslash, and any
/// other backslash stays as written so regular expressions such as `"\d+"` need no doubling.
public enum LineTokenizer {
    public static func tokens(in lineText: String, line: Int, file: String) throws(ScriptError) -> [Token] {
        var scanner = Scanner(characters: Array(lineText), lineSpan: SourceSpan(
            location: SourceLocation(file: file, line: line, column: 1), length: 0, lineText: lineText))
        return try scanner.scan()
    }

    static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\u{0B}" || character == "\u{0C}"
    }

    private struct Scanner {
        let characters: [Character]
        let lineSpan: SourceSpan
        var index = 0
        var tokens: [Token] = []

        init(characters: [Character], lineSpan: SourceSpan) {
            self.characters = characters
            self.lineSpan = lineSpan
        }

        mutating func scan() throws(ScriptError) -> [Token] {
            while index < characters.count {
                let character = characters[index]
                if isSeparator(character) {
                    index += 1
                } else if character == "#" {
                    break
                } else if character == "\"" {
                    try scanQuoted()
                } else {
                    try scanBare()
                }
            }
            return tokens
        }

        private func span(from start: Int, to end: Int) -> SourceSpan {
            lineSpan.subspan(offset: start, length: end - start)
        }

        private mutating func scanBare() throws(ScriptError) {
            let start = index
            var text = ""
            while index < characters.count, !isSeparator(characters[index]) {
                if characters[index] == "\"" {
                    throw ScriptError(
                        "unexpected '\"' inside a word", at: span(from: index, to: index + 1),
                        hints: ["quote the whole argument and write inner quotes as \\\""])
                }
                text.append(characters[index])
                index += 1
            }
            tokens.append(Token(text: text, isQuoted: false, span: span(from: start, to: index)))
        }

        private mutating func scanQuoted() throws(ScriptError) {
            let start = index
            var text = ""
            index += 1
            while index < characters.count {
                let character = characters[index]
                if character == "\"" {
                    index += 1
                    try expectSeparatorAfterQuote()
                    tokens.append(Token(text: text, isQuoted: true, span: span(from: start, to: index)))
                    return
                }
                if character == "\\", index + 1 < characters.count,
                    characters[index + 1] == "\"" || characters[index + 1] == "\\"
                {
                    text.append(characters[index + 1])
                    index += 2
                } else {
                    text.append(character)
                    index += 1
                }
            }
            throw ScriptError(
                "unterminated quoted text", at: span(from: start, to: characters.count),
                hints: ["add a closing \" (write a quote inside text as \\\")"])
        }

        private func expectSeparatorAfterQuote() throws(ScriptError) {
            guard index < characters.count, !isSeparator(characters[index]) else { return }
            throw ScriptError(
                "expected a space after the closing quote", at: span(from: index, to: index + 1),
                hints: ["put the whole argument inside the quotes"])
        }
    }
}
