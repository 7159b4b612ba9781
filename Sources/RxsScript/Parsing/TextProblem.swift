/// Why a piece of text is not the value it should be: words for the user, and optionally
/// which characters are at fault so the caret can point inside the argument.
package struct TextProblem: Error, Hashable, Sendable {
    package var message: String
    package var hints: [String]
    /// Character offsets into the text; nil blames the whole argument.
    package var range: Range<Int>?

    package init(_ message: String, hints: [String] = [], range: Range<Int>? = nil) {
        self.message = message
        self.hints = hints
        self.range = range
    }

    /// The same problem as a script error at the token it was found in.
    package func error(at token: Token) -> ScriptError {
        guard let range, !token.isQuoted else { return ScriptError(message, at: token.span, hints: hints) }
        return ScriptError(message, at: token.span.subspan(offset: range.lowerBound, length: range.count), hints: hints)
    }
}
