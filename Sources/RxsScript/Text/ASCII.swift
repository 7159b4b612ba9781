/// Byte-level character classes for the ASCII-only parts of the grammar (ids, numbers);
/// much cheaper than `Character` properties on the parsing hot path.
package enum ASCII {
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    static func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == UInt8(ascii: "_") }

    static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    // The entry points take `String` and `Substring`, not `some StringProtocol`: a generic one
    // called from another module runs unspecialized there (a protocol call per byte, 3,000
    // instructions to check a ten-letter id); these read their concrete UTF-8 views.

    /// `[A-Za-z_][A-Za-z0-9_]*`: element ids and property names.
    /// Read through the text's contiguous UTF-8 where it has it (always, for a native text):
    /// walking the UTF-8 view index by index cost about 300 instructions an id.
    package static func isIdentifier(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isIdentifier(bytes: $0) } ?? isIdentifier(bytes: text.utf8)
    }

    package static func isIdentifier(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isIdentifier(bytes: $0) } ?? isIdentifier(bytes: text.utf8)
    }

    /// One or more ASCII digits and nothing else.
    package static func isDigits(_ text: String) -> Bool { isDigits(bytes: text.utf8) }

    package static func isDigits(_ text: Substring) -> Bool { isDigits(bytes: text.utf8) }

    private static func isIdentifier(bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, isIdentifierStart(first) else { return false }
        return bytes.allSatisfy(isIdentifierPart)
    }

    private static func isDigits(bytes: some Collection<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }
}
