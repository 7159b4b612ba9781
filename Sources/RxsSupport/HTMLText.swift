/// Text made safe for an HTML page: as element content or inside a double- or single-quoted
/// attribute. Control characters other than tab and line breaks, which HTML cannot show,
/// become U+FFFD; so does a lone carriage return, which HTML would fold into a line break
/// anyway.
package enum HTMLText {
    package static func escaped(_ text: String) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }

    /// Appends `escaped(text)` to `output`.
    package static func append(_ text: String, to output: inout String) {
        // Most text needs no escape; those bytes are all ASCII, so a byte scan decides.
        guard text.utf8.contains(where: needsEscape) else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case let control where control.value < 0x20 || (0x7F...0x9F).contains(control.value):
                output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return true
        // C1 controls are two bytes, C2 80–C2 9F: the lead byte sends such text the slow way.
        case 0xC2: return true
        default: return byte < 0x20 && byte != 0x09 && byte != 0x0A || byte == 0x7F
        }
    }
}
