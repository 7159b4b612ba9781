import Foundation

/// Whether a text shows a secret to a reader who decodes what a server can encode: written out,
/// or behind JSON (`\u0067`), JavaScript (`\x67`), percent or XML/HTML character reference
/// escapes — nested up to three deep — or inside base64 (`user:secret`). Written apart from
/// rxs's own redaction, so a test does not check that code with itself.
enum SecretOracle {
    static func shows(_ secret: String, in text: String) -> Bool {
        var forms = [text]
        var current = text
        for _ in 0..<3 {
            current = unescapedOnce(current)
            forms.append(current)
        }
        for form in forms {
            if form.contains(secret) { return true }
            for word in base64Words(in: form) {
                for candidate in [word, word.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")] {
                    var padded = candidate
                    while padded.count % 4 != 0 { padded += "=" }
                    if let data = Data(base64Encoded: padded), String(decoding: data, as: UTF8.self).contains(secret) {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// Every escape of every kind undone once.
    private static func unescapedOnce(_ text: String) -> String {
        // A quoted backslash first, so `\\u0067` (JSON text inside a JSON string) reads as `\u0067`.
        var result = text.replacingOccurrences(of: #"\\"#, with: #"\"#)
        let patterns: [(String, Int)] = [
            (#"\\u([0-9A-Fa-f]{4})"#, 16), (#"\\x([0-9A-Fa-f]{2})"#, 16), (#"%([0-9A-Fa-f]{2})"#, 16),
            (#"&#[xX]([0-9A-Fa-f]{1,40});"#, 16), (#"&#([0-9]{1,40});"#, 10),
        ]
        for (pattern, radix) in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let matches = expression.matches(in: result, range: NSRange(result.startIndex..., in: result))
            for match in matches.reversed() {
                guard let whole = Range(match.range, in: result), let digits = Range(match.range(at: 1), in: result) else { continue }
                let trimmed = result[digits].drop { $0 == "0" }
                guard let value = UInt32(trimmed.isEmpty ? "0" : String(trimmed), radix: radix),
                    let scalar = Unicode.Scalar(value) else { continue }
                result.replaceSubrange(whole, with: String(Character(scalar)))
            }
        }
        return result.replacingOccurrences(of: #"\/"#, with: "/")
    }

    private static func base64Words(in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: "[A-Za-z0-9+/_-]{12,}") else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }
}
