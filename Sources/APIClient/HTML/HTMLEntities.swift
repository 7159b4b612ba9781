/// Character references in HTML text: the named ones feed content uses, and numeric ones.
enum HTMLEntities {
    /// Decodes `&amp;`, `&#39;`, `&#x27;`, …; unknown or malformed references stay as written.
    /// `&nbsp;` becomes a plain space: the result is display text, not HTML.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let candidate = rest[rest.index(after: ampersand)...]
            if let semicolon = candidate.prefix(12).firstIndex(of: ";"),
                let decoded = character(for: candidate[..<semicolon])
            {
                output.append(decoded)
                rest = candidate[candidate.index(after: semicolon)...]
            } else {
                output.append("&")
                rest = candidate
            }
        }
        return output + rest
    }

    private static func character(for reference: Substring) -> Character? {
        if reference.hasPrefix("#x") || reference.hasPrefix("#X") {
            return UInt32(reference.dropFirst(2), radix: 16).flatMap(scalar)
        }
        if reference.hasPrefix("#") {
            return UInt32(reference.dropFirst(), radix: 10).flatMap(scalar)
        }
        return named[String(reference)]
    }

    /// NUL and surrogates are not characters; they read as U+FFFD as HTML specifies.
    private static func scalar(_ value: UInt32) -> Character? {
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return Character(scalar)
    }

    private static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
        "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "laquo": "«", "raquo": "»", "middot": "·", "bull": "•", "copy": "©", "reg": "®", "trade": "™",
        "deg": "°", "times": "×", "eacute": "é", "egrave": "è", "agrave": "à", "uuml": "ü", "ouml": "ö",
        "auml": "ä", "szlig": "ß", "ccedil": "ç", "yen": "¥", "euro": "€", "pound": "£",
    ]
}
