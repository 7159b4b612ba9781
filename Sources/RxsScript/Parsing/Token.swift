/// One argument of a script line: a bare word or a double-quoted text.
package struct Token: Hashable, Sendable {
    /// The value: quotes removed, `\"` and `\\` unescaped.
    package var text: String
    /// Quoted tokens are always text: `"true"` is a string, `true` a boolean.
    package var isQuoted: Bool
    /// The source spelling, quotes included.
    package var span: SourceSpan

    package init(text: String, isQuoted: Bool, span: SourceSpan) {
        self.text = text
        self.isQuoted = isQuoted
        self.span = span
    }

    package var located: Located<String> { Located(text, span: span) }
}

/// Splits one line of the line protocol into tokens.
///
/// Arguments are separated by spaces or tabs. A `#` at the start of a word begins a comment
/// (inside a word it is an ordinary character, so `C#` is a word). Double quotes make one
/// argument of text with spaces; inside them `\"` is a quote and `\\` a backslash, and any
/// other backslash stays as written so regular expressions such as `"\d+"` need no doubling.
package enum LineTokenizer {
    package static func tokens(in lineText: String, line: Int, file: String) throws(ScriptError) -> [Token] {
        let scanned = lineText.utf8.withContiguousStorageIfAvailable {
            scan($0, of: lineText, line: line, file: file, isASCII: nil)
        }
        return try (scanned ?? Array(lineText.utf8).withUnsafeBufferPointer {
            scan($0, of: lineText, line: line, file: file, isASCII: nil)
        }).get()
    }

    /// `tokens(in:line:file:)` of a line read from a file's bytes, which are `lineText`'s
    /// UTF-8 when they are ASCII: those are scanned where they lie (copying the text's bytes
    /// into an array cost about a tenth of a command line's tokens).
    package static func tokens(in lineText: String, bytes: ArraySlice<UInt8>, line: Int, file: String) throws(ScriptError) -> [Token] {
        let scanned = bytes.withUnsafeBufferPointer { buffer -> Result<[Token], ScriptError>? in
            guard buffer.allSatisfy({ $0 < 0x80 }) else { return nil }
            return scan(buffer, of: lineText, line: line, file: file, isASCII: true)
        }
        guard let scanned else { return try tokens(in: lineText, line: line, file: file) }
        return try scanned.get()
    }

    /// The tokens of `bytes`, the UTF-8 of `lineText` (`isASCII` when already known). The
    /// bytes are read through a buffer pointer: an array slice's checked, offset subscript
    /// cost about a quarter of a line's tokenizing.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, of lineText: String, line: Int, file: String,
                             isASCII: Bool?) -> Result<[Token], ScriptError> {
        let lineSpan = SourceSpan(
            location: SourceLocation(file: file, line: line, column: 1), length: 0, lineText: lineText)
        var scanner = Scanner(bytes: bytes, lineText: lineText, lineSpan: lineSpan, isASCII: isASCII)
        do throws(ScriptError) {
            return .success(try scanner.scan())
        } catch {
            return .failure(error)
        }
    }

    /// Whether a line holds no token (separators, then nothing or a `#` comment), read by
    /// its bytes without tokenizing: most lines of a script with transcripts are `#>` lines.
    package static func holdsNoTokens(_ bytes: ArraySlice<UInt8>) -> Bool {
        holdsNoTokens(bytes: bytes)
    }

    package static func holdsNoTokens(_ lineText: String) -> Bool {
        holdsNoTokens(bytes: lineText.utf8)
    }

    /// Called with the concrete types above only: a generic called from another module
    /// would run unspecialized, a protocol call per byte.
    private static func holdsNoTokens(bytes: some Collection<UInt8>) -> Bool {
        for byte in bytes where !Scanner.isSeparator(byte) {
            return byte == Scanner.hash
        }
        return true
    }

    static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\u{0B}" || character == "\u{0C}"
    }

    /// Scans UTF-8 bytes: every delimiter is ASCII and UTF-8 never hides an ASCII byte inside
    /// a multi-byte character, so byte scanning is exact and keeps scripts fast to parse.
    private struct Scanner {
        static let space = UInt8(ascii: " ")
        static let tab = UInt8(ascii: "\t")
        static let quote = UInt8(ascii: "\"")
        static let backslash = UInt8(ascii: "\\")
        static let hash = UInt8(ascii: "#")

        /// The line's UTF-8 (`byteAt(_:)`, `slice(_:_:)`), valid while the scanner scans.
        let bytes: UnsafeBufferPointer<UInt8>
        let lineText: String
        let lineSpan: SourceSpan
        let isASCII: Bool
        var index = 0
        var tokens: [Token] = []
        /// The characters before byte offset `bytes`, counted last (`characterOffset(_:)`).
        private var counted = (bytes: 0, characters: 0)

        init(bytes: UnsafeBufferPointer<UInt8>, lineText: String, lineSpan: SourceSpan, isASCII: Bool? = nil) {
            self.bytes = bytes
            self.lineText = lineText
            self.lineSpan = lineSpan
            self.isASCII = isASCII ?? bytes.allSatisfy { $0 < 0x80 }
            // A command and its arguments: room for them all, without growing the array.
            tokens.reserveCapacity(4)
        }

        static func isSeparator(_ byte: UInt8) -> Bool {
            byte == space || byte == tab || byte == 0x0B || byte == 0x0C
        }

        private func byteAt(_ offset: Int) -> UInt8 { bytes[offset] }

        private func slice(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[start..<end])
        }

        mutating func scan() throws(ScriptError) -> [Token] {
            while index < bytes.count {
                let byte = byteAt(index)
                if Self.isSeparator(byte) {
                    index += 1
                } else if byte == Self.hash {
                    break
                } else if byte == Self.quote {
                    try scanQuoted()
                } else {
                    try scanBare()
                }
            }
            return tokens
        }

        /// Character offset of a byte offset: columns count characters, not bytes. The count
        /// goes on from the last offset asked when that one lies between two ASCII bytes that
        /// are not CR LF: no grapheme rule joins across such a place, so the text before it
        /// has as many characters alone as in any longer prefix (counting each prefix whole
        /// made a line of non-ASCII text cost its length once a token).
        private mutating func characterOffset(_ byteOffset: Int) -> Int {
            guard !isASCII else { return byteOffset }
            if byteOffset == counted.bytes { return counted.characters }
            let utf8 = lineText.utf8
            let end = utf8.index(utf8.startIndex, offsetBy: byteOffset)
            let characters: Int
            if counted.bytes < byteOffset, resumesCounting(at: counted.bytes) {
                let start = utf8.index(utf8.startIndex, offsetBy: counted.bytes)
                characters = counted.characters + lineText[start..<end].count
            } else {
                characters = lineText[..<end].count
            }
            counted = (byteOffset, characters)
            return characters
        }

        /// Whether a character boundary falls at byte offset `offset` of every prefix reaching
        /// past it: the start, or between two ASCII bytes other than CR LF.
        private func resumesCounting(at offset: Int) -> Bool {
            guard offset > 0 else { return true }
            guard offset < bytes.count else { return false }
            let before = byteAt(offset - 1), after = byteAt(offset)
            return before < 0x80 && after < 0x80 && !(before == 0x0D && after == 0x0A)
        }

        private mutating func span(from start: Int, to end: Int) -> SourceSpan {
            // In an ASCII line a byte is a character: no call to count them (two a token).
            if isASCII { return lineSpan.subspan(offset: start, length: end - start) }
            let first = characterOffset(start)
            return lineSpan.subspan(offset: first, length: characterOffset(end) - first)
        }

        private func text(from start: Int, to end: Int) -> String {
            String(decoding: slice(start, end), as: UTF8.self)
        }

        private mutating func scanBare() throws(ScriptError) {
            let start = index
            while index < bytes.count, !Self.isSeparator(byteAt(index)) {
                if byteAt(index) == Self.quote {
                    throw ScriptError(
                        "unexpected '\"' inside a word", at: span(from: index, to: index + 1),
                        hints: ["quote the whole argument and write inner quotes as \\\""])
                }
                index += 1
            }
            let span = span(from: start, to: index)
            tokens.append(Token(text: text(from: start, to: index), isQuoted: false, span: span))
        }

        private mutating func scanQuoted() throws(ScriptError) {
            let start = index
            index += 1
            // The value is the bytes between the quotes, taken at once, unless an escape
            // comes: then the runs between escapes and each escaped byte are collected.
            var unescaped: [UInt8]?
            var run = index
            while index < bytes.count {
                let byte = byteAt(index)
                if byte == Self.quote {
                    let text: String
                    if var value = unescaped {
                        value += slice(run, index)
                        text = String(decoding: value, as: UTF8.self)
                    } else {
                        text = self.text(from: run, to: index)
                    }
                    index += 1
                    try expectSeparatorAfterQuote()
                    let span = span(from: start, to: index)
                    tokens.append(Token(text: text, isQuoted: true, span: span))
                    return
                }
                if byte == Self.backslash, index + 1 < bytes.count,
                    byteAt(index + 1) == Self.quote || byteAt(index + 1) == Self.backslash
                {
                    var value = unescaped.take() ?? []
                    value += slice(run, index)
                    value.append(byteAt(index + 1))
                    unescaped = value
                    index += 2
                    run = index
                } else {
                    index += 1
                }
            }
            throw ScriptError(
                "unterminated quoted text", at: span(from: start, to: bytes.count),
                hints: ["add a closing \" (write a quote inside text as \\\")"])
        }

        private mutating func expectSeparatorAfterQuote() throws(ScriptError) {
            guard index < bytes.count, !Self.isSeparator(byteAt(index)) else { return }
            let next = lineText.utf8.index(lineText.utf8.startIndex, offsetBy: index)
            let length = lineText[next...].first.map { String($0).utf8.count } ?? 1
            throw ScriptError(
                "expected a space after the closing quote", at: span(from: index, to: index + length),
                hints: ["put the whole argument inside the quotes"])
        }
    }
}
