/// Writes text back the way the tokenizer reads it, for canonical command lines and completions.
package enum ScriptQuoting {
    /// The text as a bare word when it reads back unchanged as the same text, quoted otherwise.
    /// Words that would read as a number or boolean are quoted too, so a value keeps its type.
    package static func spelling(of text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// The text in double quotes, escaping quotes and the backslashes that would otherwise escape.
    package static func quoted(_ text: String) -> String {
        let characters = Array(text)
        var result = "\""
        for (index, character) in characters.enumerated() {
            switch character {
            case "\"":
                result += "\\\""
            case "\\":
                let next = index + 1 < characters.count ? characters[index + 1] : "\""
                result += next == "\"" || next == "\\" ? "\\\\" : "\\"
            default:
                result.append(character)
            }
        }
        return result + "\""
    }

    private static func needsQuotes(_ text: String) -> Bool {
        guard let first = text.first, first != "#" else { return true }
        if text.contains(where: { LineTokenizer.isSeparator($0) || $0 == "\"" }) { return true }
        if case .string = ScriptValue(bareWord: text) { return false }
        return true
    }
}
