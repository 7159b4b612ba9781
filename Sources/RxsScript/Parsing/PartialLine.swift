/// The words of an unfinished line up to the cursor, read leniently for tab completion:
/// an open quote or a stray character is still being typed, not an error.
package struct PartialLine: Hashable, Sendable {
    /// Finished words before the cursor, quotes removed.
    package var words: [String]
    /// The word under the cursor as written so far (it may start with a quote); "" after a space.
    package var current: String
    /// The cursor is inside a `#` comment, where nothing completes.
    package var isInComment: Bool

    package init(_ prefix: some StringProtocol) {
        words = []
        current = ""
        isInComment = false
        var value = ""
        var inQuotes = false
        var escaping = false
        for character in prefix {
            if inQuotes {
                current.append(character)
                if escaping {
                    value.append(character)
                    escaping = false
                } else if character == "\\" {
                    escaping = true
                } else if character == "\"" {
                    inQuotes = false
                } else {
                    value.append(character)
                }
            } else if LineTokenizer.isSeparator(character) {
                if !current.isEmpty { words.append(value) }
                current = ""
                value = ""
            } else if character == "#", current.isEmpty {
                isInComment = true
                return
            } else {
                current.append(character)
                if character == "\"", value.isEmpty { inQuotes = true } else { value.append(character) }
            }
        }
    }
}
