import Foundation

/// Text made safe for XML 1.0: characters XML cannot hold at all become U+FFFD.
package enum XMLText {
    /// For an attribute value in double quotes; line breaks and tabs kept as references.
    package static func attribute(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            default: escaped.unicodeScalars.append(allowed(scalar))
            }
        }
        return escaped
    }

    /// A CDATA section; a `]]>` inside is split across two sections, the only way to hold it.
    package static func cdata(_ text: String) -> String {
        var cleaned = ""
        cleaned.unicodeScalars.append(contentsOf: text.unicodeScalars.map(allowed))
        return "<![CDATA[" + cleaned.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
    }

    /// XML 1.0 `Char`: tab, line feed, carriage return, and everything from U+0020 except
    /// the surrogates (never scalars) and U+FFFE, U+FFFF.
    private static func allowed(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xFFFD, 0x10000...0x10FFFF: return scalar
        default: return "\u{FFFD}"
        }
    }
}
