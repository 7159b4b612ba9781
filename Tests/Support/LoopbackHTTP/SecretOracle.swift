import Foundation

/// Whether a text shows a secret to a reader who decodes what a server can encode: written out,
/// or behind JSON (`\u0067`), JavaScript (`\x67`), percent or XML/HTML character reference
/// escapes — nested up to three deep — or inside base64 (`user:secret`). Written apart from
/// rxs's own redaction, so a test does not check that code with itself. Beside the loopback
/// server, as the tests of misbehaving servers share it.
public enum SecretOracle {
    public static func shows(_ secret: String, in text: String) -> Bool {
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

    /// `secret` in the disguises a server can echo it in, by name, each as it appears inside
    /// a JSON string: escapes of every kind and case, escapes of escapes, JSON quoted in JSON,
    /// references with leading zeros, base64 of `octocat:secret` (standard and URL-safe), a mix.
    public static func disguises(of secret: String) -> [String: String] {
        let bytes = Array(secret.utf8)
        func each(_ form: (UInt8) -> String) -> String { bytes.map(form).joined() }
        let base64 = Data("octocat:\(secret)".utf8).base64EncodedString()
        return [
            "json": each { String(format: "\\u%04x", $0) },
            "json upper": each { String(format: "\\u%04X", $0) },
            "percent": each { String(format: "%%%02X", $0) },
            "json of percent": each { byte in String(format: "%%%02x", byte).utf8.map { String(format: "\\u%04x", $0) }.joined() },
            "json of reference": each { String(format: "\\u0026#x%x;", $0) },
            "json in json": each { String(format: "\\\\u%04x", $0) },
            "long references": each { String(format: "&#x00000000%02x;", $0) },
            "decimal references": each { "&#000\($0);" },
            "base64": base64,
            "base64 url-safe": base64.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_"),
            "mixed": bytes.enumerated().map { index, byte in
                [String(format: "\\u%04X", byte), String(format: "%%%02x", byte), String(UnicodeScalar(byte)),
                 String(format: "\\u0025%02X", byte), String(format: "&#x%X;", byte)][index % 5]
            }.joined(),
        ]
    }
}
