/// How many terminal columns text occupies, per grapheme cluster: emoji and wide East Asian
/// characters take two, combining marks and format characters none, everything else one.
package enum DisplayWidth {
    /// `of` for the text most callers have: a generic function called from another module
    /// runs unspecialized there, reading the text a protocol call per byte.
    package static func of(_ text: String) -> Int {
        measure(text)
    }

    package static func of(_ text: some StringProtocol) -> Int {
        measure(text)
    }

    private static func measure(_ text: some StringProtocol) -> Int {
        // ASCII, most of what is drawn: a printable byte is one column, a control none, and no
        // cluster joins two printable bytes, so no character needs to be formed.
        var columns = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return ofMostlyPlain(text) }
            if byte >= 0x20, byte != 0x7F { columns += 1 }
        }
        return columns
    }

    /// The non-ASCII characters drawn most (box borders, `…`, arrows, `⌕`, `●`, kana and CJK
    /// ideographs) are single scalars that no cluster rule joins to a neighbour and that are not
    /// emoji: text of those and ASCII measures scalar by scalar, without forming characters or
    /// looking up Unicode properties. Anything else measures character by character.
    private static func ofMostlyPlain(_ text: some StringProtocol) -> Int {
        var columns = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if value >= 0x20, value != 0x7F { columns += 1 }
            } else if let width = plainWidth(value) {
                columns += width
            } else {
                return text.reduce(0) { $0 + of($1) }
            }
        }
        return columns
    }

    /// The columns of a scalar that is its own grapheme cluster whatever surrounds it (no
    /// mark, joiner, variation selector or emoji) in the ranges drawn most; nil for any other.
    /// Left out on purpose: ‼ (203C), ↔…↙ (2194…2199), ⌚ ⌛ (231A, 231B) and the geometric
    /// shapes ▪ ▫ ▶ ◀ ◻…◾, which are emoji, and the kana voicing marks (3099, 309A), which join.
    package static func plainWidth(_ value: UInt32) -> Int? {
        switch value {
        case 0xB7, 0x2010...0x2027, 0x2030...0x203B, 0x2190...0x2193, 0x2300...0x2319, 0x23CE,
             0x2500...0x25A9, 0x25AC...0x25B5, 0x25B7...0x25BF, 0x25C1...0x25FA, 0x27F0...0x27FF:
            return 1
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FE, 0x4E00...0x9FFF:
            return 2
        default:
            return nil
        }
    }

    /// Whether a character boundary certainly falls where `second` joins `first`, so that
    /// the joined text measures `of(first) + of(second)`: the scalars on both sides of the
    /// join are ASCII or `plainWidth` ones, which no cluster rule joins to each other (CR LF
    /// does join, but both are zero columns either way).
    package static func breaks(between first: String, and second: String) -> Bool {
        guard let last = first.unicodeScalars.last, let next = second.unicodeScalars.first else { return true }
        return isPlainScalar(last.value) && isPlainScalar(next.value)
    }

    /// Whether text is made only of printable ASCII and `plainWidth` scalars, so that each
    /// scalar is a character of its own, of `plainScalarWidth` columns.
    package static func isPlain(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(joinsNoNeighbour)
    }

    /// The columns of a scalar of a text that `isPlain`.
    package static func plainScalarWidth(_ scalar: Unicode.Scalar) -> Int {
        scalar.value < 0x80 ? 1 : plainWidth(scalar.value) ?? 1
    }

    private static func isPlainScalar(_ value: UInt32) -> Bool {
        value < 0x80 || plainWidth(value) != nil
    }

    /// Whether `scalar` begins a character of its own after any scalar but a prepended one
    /// (none of which is ASCII): a `plainWidth` one or printable ASCII never extends the
    /// character before it.
    package static func joinsNoNeighbour(_ scalar: Unicode.Scalar) -> Bool {
        (0x20...0x7E).contains(scalar.value) || plainWidth(scalar.value) != nil
    }

    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // VS15 asks for the text form, VS16 for the emoji form of a character that has both.
        let textPresentation = scalars.contains("\u{FE0E}")
        if !textPresentation, first.properties.isEmojiPresentation { return 2 }
        if !textPresentation, first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        // Outside emoji, a cluster's spacing parts each take their columns: halfwidth kana
        // with a halfwidth voiced mark is two columns, a letter with an accent one.
        return scalars.reduce(0) { $0 + scalarWidth($1) }
    }

    private static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            // Hangul vowels and final consonants join the preceding syllable.
            if (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value) { return 0 }
            return EastAsianWidth.isWide(scalar) ? 2 : 1
        }
    }
}

/// Makes arbitrary text safe to place inside a drawn box: line breaks become `⏎`, tabs a space,
/// other control characters `�`, and bidi overrides (which would reorder the border) vanish.
package enum TerminalText {
    package static func visible(_ text: String) -> String {
        // Printable ASCII, most values: nothing to replace.
        if isPrintableASCII(text) { return text }
        // Box borders, arrows, kana and the like with it: characters of one scalar that no
        // cluster rule joins, none a control or a bidi override, so nothing to replace either.
        if DisplayWidth.isPlain(text) { return text }
        var output = ""
        for character in text {
            switch character {
            case "\n", "\r\n", "\r": output += "⏎"
            case "\t": output += " "
            default:
                guard let first = character.unicodeScalars.first else { continue }
                if first.properties.generalCategory == .control {
                    output += "\u{FFFD}"
                } else if isBidiControl(first) {
                    continue
                } else {
                    output.append(character)
                }
            }
        }
        return output
    }

    /// Whether every byte of `text` is printable ASCII (a space to `~`): text that is
    /// `visible` as it is, one column a byte. Read over the text's buffer, as every text a
    /// screen draws is asked.
    package static func isPrintableASCII(_ text: String) -> Bool {
        let read = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
            return true
        }
        return read ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
    }
}
