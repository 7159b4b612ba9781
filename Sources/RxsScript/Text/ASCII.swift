/// Byte-level character classes for the ASCII-only parts of the grammar (ids, numbers);
/// much cheaper than `Character` properties on the parsing hot path.
package enum ASCII {
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    static func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// `[A-Za-z_][A-Za-z0-9_]*`: element ids and property names.
    package static func isIdentifier(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first, isIdentifierStart(first) else { return false }
        return text.utf8.allSatisfy(isIdentifierPart)
    }

    /// One or more ASCII digits and nothing else.
    package static func isDigits(_ text: some StringProtocol) -> Bool {
        !text.utf8.isEmpty && text.utf8.allSatisfy(isDigit)
    }
}
