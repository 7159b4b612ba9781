/// The JSON strings of a body as a decoder reads them. Redaction on bytes finds a secret
/// written with escapes a reader undoes (`\u0067`); this finds what needs two readings — a
/// JSON escape of a percent or an XML escape (`\u0025\u0036\u0037`, `\u0026#x67;`), JSON text
/// quoted inside a string (`\\u0067`) — by decoding each string that has an escape and
/// looking at its text.
enum EscapedJSONStrings {
    /// `bytes` with every string literal whose decoded text `reveals` a secret written again
    /// from `redact(text)`; nil when there is none. Bytes outside such strings stay as they are.
    static func rewriting(_ bytes: [UInt8], reveals: (String) -> Bool, redact: (String) -> String) -> [UInt8]? {
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        var changed = false
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            // The literal runs to the next quote that no backslash escapes.
            var end = index + 1
            var hasEscape = false
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                if bytes[end] == UInt8(ascii: "\\") {
                    hasEscape = true
                    end += 1
                }
                end += 1
            }
            guard end < bytes.count else { break }
            // Without an escape the text is the bytes, which the byte pass has already cleaned.
            if hasEscape {
                let text = decode(bytes[(index + 1)..<end])
                if reveals(text) {
                    if !changed { output.reserveCapacity(bytes.count) }
                    changed = true
                    output += bytes[copied...index]
                    output += encode(redact(text))
                    copied = end
                }
            }
            index = end + 1
        }
        guard changed else { return nil }
        output += bytes[copied...]
        return output
    }

    /// The text of a string literal's contents; an invalid escape stands for itself, a lone
    /// surrogate for U+FFFD (as lenient readers do).
    static func decode(_ contents: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var literal: [UInt8] = []
        func flushLiteral() {
            guard !literal.isEmpty else { return }
            scalars.append(contentsOf: String(decoding: literal, as: UTF8.self).unicodeScalars)
            literal.removeAll(keepingCapacity: true)
        }
        var index = contents.startIndex
        while index < contents.endIndex {
            let byte = contents[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < contents.endIndex else {
                literal.append(byte)
                index += 1
                continue
            }
            let kind = contents[index + 1]
            let simple: UInt8?
            switch kind {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = kind
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            default: simple = nil
            }
            if let simple {
                literal.append(simple)
                index += 2
                continue
            }
            guard kind == UInt8(ascii: "u"), let unit = hex4(contents, at: index + 2) else {
                literal.append(byte)
                index += 1
                continue
            }
            flushLiteral()
            index += 6
            if (0xD800..<0xDC00).contains(unit), contents.endIndex - index >= 6,
               contents[index] == UInt8(ascii: "\\"), contents[index + 1] == UInt8(ascii: "u"),
               let low = hex4(contents, at: index + 2), (0xDC00..<0xE000).contains(low) {
                index += 6
                scalars.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}")
            } else {
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        }
        flushLiteral()
        return String(scalars)
    }

    /// `text` as JSON string contents: quote, backslash and control characters escaped.
    static func encode(_ text: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                output += [UInt8(ascii: "\\"), byte]
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                output += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            default:
                output.append(byte)
            }
        }
        return output
    }

    private static func hex4(_ bytes: ArraySlice<UInt8>, at start: Int) -> UInt32? {
        guard bytes.endIndex - start >= 4 else { return nil }
        return DisguisedSecrets.hexValue(bytes[start..<(start + 4)])
    }
}
