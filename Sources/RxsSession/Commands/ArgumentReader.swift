import RxsScript

/// Reads a command's arguments in order, turning each into a typed value or a precise error
/// that ends with the command's usage line.
package struct ArgumentReader {
    /// The command name token, for errors about the line as a whole.
    package let command: Token
    /// Usage lines quoted in errors; a command with several forms narrows them once it knows which.
    package var usages: [String]
    /// The line's tokens after the command's name, read in place: copying them into an array
    /// of their own cost about 400 instructions a line.
    private let tokens: ArraySlice<Token>
    /// The index in `tokens` of the next argument.
    private var position: Int
    /// Where the free text argument began, so leftovers can be blamed on missing quotes.
    private var textStart: Int?

    package init(command: Token, arguments: ArraySlice<Token>, usages: [String]) {
        self.command = command
        self.tokens = arguments
        self.usages = usages
        position = arguments.startIndex
    }

    package var isAtEnd: Bool { position == tokens.endIndex }

    package func peek() -> Token? { isAtEnd ? nil : tokens[position] }

    /// The arguments not read yet.
    package var remaining: [Token] { Array(tokens[position...]) }

    /// The next argument, or nil at the end of the line.
    package mutating func optional() -> Token? {
        guard let token = peek() else { return nil }
        position += 1
        return token
    }

    /// The next argument; `placeholder` (e.g. `<id>`) names it when it is missing.
    package mutating func next(_ placeholder: String) throws(ScriptError) -> Token {
        guard let token = optional() else { throw missing(placeholder) }
        return token
    }

    /// Free text such as the text of `type`: the argument people forget to quote.
    package mutating func text(_ placeholder: String) throws(ScriptError) -> Token {
        textStart = position
        return try next(placeholder)
    }

    /// Like `text` but may be absent.
    package mutating func optionalText() -> Token? {
        textStart = position
        return optional()
    }

    package mutating func element(_ placeholder: String = "<id>") throws(ScriptError) -> Located<String> {
        try Self.element(from: next(placeholder))
    }

    package mutating func optionalElement() throws(ScriptError) -> Located<String>? {
        guard let token = optional() else { return nil }
        return try Self.element(from: token)
    }

    package mutating func duration(_ placeholder: String = "<dur>") throws(ScriptError) -> Located<ScriptDuration> {
        let token = try next(placeholder)
        return Located(try ScriptDuration(parsing: token), span: token.span)
    }

    package mutating func row(_ placeholder: String = "<row>") throws(ScriptError) -> Located<Int> {
        let token = try next(placeholder)
        switch RowNumber.parse(token.text) {
        case .success(let row): return Located(row, span: token.span)
        case .failure(let problem): throw problem.error(at: token)
        }
    }

    package mutating func path(_ placeholder: String = "<path>") throws(ScriptError) -> Located<ElementPath> {
        let token = try next(placeholder)
        return Located(try ElementPath(parsing: token), span: token.span)
    }

    /// One of a fixed set of words; anything else is an "unknown <role>" error with a suggestion.
    package mutating func choice(_ words: [String], role: String, placeholder: String) throws(ScriptError) -> Located<String> {
        let token = try next(placeholder)
        guard !words.contains(token.text) else { return token.located }
        var hints = usageHints
        if let suggestion = Suggester.didYouMean(token.text, among: words) { hints.insert(suggestion, at: 0) }
        throw ScriptError("unknown \(role) '\(token.text)'", at: token.span, hints: hints)
    }

    /// Fails on arguments left over, suggesting quotes when they continue a text argument.
    package func finish() throws(ScriptError) {
        guard let extra = peek() else { return }
        var hints = usageHints
        if let textStart, textStart < position {
            let words = tokens[textStart...].map(\.text).joined(separator: " ")
            hints.append("quote text with spaces: \(ScriptQuoting.quoted(words))")
        }
        throw ScriptError("unexpected argument '\(extra.text)' for \(command.text)", at: extra.span, hints: hints)
    }

    /// The error for an argument the line lacks, pointing just past the last token.
    package func missing(_ placeholder: String) -> ScriptError {
        let end = (tokens.last ?? command).span.end
        return ScriptError("missing \(placeholder) for \(command.text)", at: end, hints: usageHints)
    }

    package var usageHints: [String] { usages.map { "usage: \($0)" } }

    static let identifierHint = "ids are ASCII letters, digits and _, e.g. searchBar"

    private static func element(from token: Token) throws(ScriptError) -> Located<String> {
        let text = token.text
        guard !ASCII.isIdentifier(text) else { return token.located }
        var hints = [identifierHint]
        if case .success(let path) = ElementPath.parse(text) {
            hints = ["use the id alone: \(path.element)"]
        }
        throw ScriptError("'\(text)' is not an element id", at: token.span, hints: hints)
    }
}
