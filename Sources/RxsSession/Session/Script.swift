import RxsScript
/// A line of a script that holds a command.
package struct ScriptLine: Sendable {
    /// 1-based line number in the file.
    package var number: Int
    package var text: String
    package var command: any Command
    /// The tokens as parsed, on line `tokensLine`. A line moved to another number
    /// (`relocated`) keeps them as they are and `tokens` moves them when read (only errors
    /// read them): rewriting every token's span copied the array for every replayed line.
    private var parsedTokens: [Token]
    private var tokensLine: Int

    package init(number: Int, text: String, tokens: [Token], command: any Command) {
        self.init(number: number, text: text, command: command, parsedTokens: tokens, tokensLine: number)
    }

    private init(number: Int, text: String, command: any Command, parsedTokens: [Token], tokensLine: Int) {
        self.number = number
        self.text = text
        self.command = command
        self.parsedTokens = parsedTokens
        self.tokensLine = tokensLine
    }

    /// The line's tokens, their spans on line `number`.
    package var tokens: [Token] {
        get { tokensLine == number ? parsedTokens : parsedTokens.map(moved) }
        set {
            parsedTokens = newValue
            tokensLine = number
        }
    }

    /// The first token (the command word), its span on line `number`.
    package var firstToken: Token? { commandWord.token }

    /// Where the first token is found, read only when asked for: the tokens as they are (one
    /// reference) and the two line numbers. A session keeps this of each line it runs, for
    /// errors pointing at the command; copying the whole line in and out cost more.
    package struct CommandWord {
        fileprivate let tokens: [Token]
        fileprivate let tokensLine: Int
        fileprivate let number: Int

        package var token: Token? { tokens.first.map { ScriptLine.moved($0, from: tokensLine, to: number) } }
    }

    package var commandWord: CommandWord { CommandWord(tokens: parsedTokens, tokensLine: tokensLine, number: number) }

    private func moved(_ token: Token) -> Token {
        Self.moved(token, from: tokensLine, to: number)
    }

    private static func moved(_ token: Token, from tokensLine: Int, to number: Int) -> Token {
        guard tokensLine != number else { return token }
        var token = token
        token.span.location.line = number
        return token
    }

    /// The same text parsed as line `number` of the same file, without parsing it again; nil
    /// when its command cannot move (`Command.relocated(toLine:)`).
    func relocated(to number: Int) -> ScriptLine? {
        guard let command = command.relocatedCommand(toLine: number) else { return nil }
        // Made from the parts, not a copy of `self` whose command was then destroyed.
        return ScriptLine(number: number, text: text, command: command, parsedTokens: parsedTokens, tokensLine: tokensLine)
    }

    /// Whether running the line may read the session's timelines: `marbles` does, and an
    /// included script may hold one. The commands are structs, so their types are compared as
    /// they are (`is` went through the runtime's dynamic cast, about 400 instructions a line).
    package var readsTimelines: Bool {
        let type = ObjectIdentifier(Swift.type(of: command))
        return type == ObjectIdentifier(MarblesCommand.self) || type == ObjectIdentifier(IncludeCommand.self)
    }

    /// Parses one line of `file`; nil for a blank or comment-only line.
    package static func parse(_ text: String, number: Int, file: String) throws(ScriptError) -> ScriptLine? {
        guard !LineTokenizer.holdsNoTokens(text) else { return nil }
        return try parse(text, tokens: LineTokenizer.tokens(in: text, line: number, file: file), number: number)
    }

    /// `parse(_:number:file:)` of a line read from a file, `bytes` the line's bytes (which
    /// hold a token) and `text` them decoded.
    static func parse(_ text: String, bytes: ArraySlice<UInt8>, number: Int, file: String) throws(ScriptError) -> ScriptLine? {
        try parse(text, tokens: LineTokenizer.tokens(in: text, bytes: bytes, line: number, file: file), number: number)
    }

    private static func parse(_ text: String, tokens: [Token], number: Int) throws(ScriptError) -> ScriptLine? {
        guard let command = try CommandRegistry.parse(tokens) else { return nil }
        return ScriptLine(number: number, text: text, tokens: tokens, command: command)
    }
}

/// A parsed `.rxs` file: its command lines, and an error for each line that did not parse.
package struct Script: Sendable {
    package var file: String
    package var lines: [ScriptLine]
    /// In line order; a script with errors should not run (exit code 2).
    package var errors: [ScriptError]

    /// Parses every line. Lines may end in LF, CRLF or CR; a leading byte order mark is ignored;
    /// blank and comment-only lines hold no command and are left out.
    package init(file: String, text: String) {
        self.init(file: file, bytes: Array(text.utf8))
    }

    /// Parses a file's bytes as they are: a line that is not UTF-8 reads as `String(decoding:)`
    /// reads it, as its line of the decoded file would (line ends are ASCII, which no
    /// replaced sequence takes in).
    package init(file: String, bytes: [UInt8]) {
        self.file = file
        lines = []
        errors = []
        var texts = ScriptLineTexts(bytes)
        while let (number, range) = texts.nextRange() {
            // Most lines of a script with transcripts are `#>` lines: no text is made of them.
            guard !LineTokenizer.holdsNoTokens(bytes[range]) else { continue }
            parse(bytes[range], number: number)
        }
    }

    /// Parses a line that holds tokens. Kept out of the loop over all lines: inlined there,
    /// the optional command and error it handles were destroyed (through the runtime's
    /// generic `Optional` witness) for every line, `#>` and comment lines too.
    @inline(never)
    private mutating func parse(_ bytes: ArraySlice<UInt8>, number: Int) {
        do throws(ScriptError) {
            let lineText = String(decoding: bytes, as: UTF8.self)
            // Consumed into the array: appended as it was bound, the line was copied and the
            // binding destroyed.
            if let line = try ScriptLine.parse(lineText, bytes: bytes, number: number, file: file) { lines.append(consume line) }
        } catch {
            errors.append(error)
        }
    }

    /// The source split into lines without their terminators.
    package static func splitLines(_ text: String) -> [String] {
        ScriptLineTexts(Array(text.utf8)).map(\.text)
    }
}
