/// The session's secrets in the disguises a server can echo them in, found in bytes: each
/// character of a secret written literally or as an escape that a reader decodes back to it
/// (JSON `\u0067`, JavaScript `\x67`, `\/`, percent `%67`, XML/HTML `&#103;` and `&#x67;`, hex
/// digits in either case, mixed freely), and the secret inside base64 (`Basic` credentials of
/// `user:secret`, at any of the three alignments, standard or URL-safe alphabet).
///
/// Matching the escapes is matching what an app decodes: a JSON string, a feed's XML text or a
/// percent-decoded URL that would hold a secret holds `REDACTED` instead.
struct DisguisedSecrets: Sendable, Equatable {
    /// UTF-8 bytes of each secret, longest first.
    private let needles: [[UInt8]]
    /// Base64 text that only a secret's bytes produce, whatever comes before or after them.
    private let base64Cores: [[UInt8]]

    /// Shortest base64 core looked for: shorter ones would match ordinary base64 by chance.
    private static let shortestCore = 8

    init(secrets: [String]) {
        needles = secrets.map { Array($0.utf8) }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        var cores: Set<[UInt8]> = []
        for needle in needles {
            for core in Self.base64Cores(of: needle) where core.count >= Self.shortestCore {
                cores.insert(core)
                cores.insert(core.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: "-") : $0 == UInt8(ascii: "/") ? UInt8(ascii: "_") : $0 })
            }
        }
        base64Cores = cores.sorted { $0.count > $1.count || ($0.count == $1.count && $0.lexicographicallyPrecedes($1)) }
    }

    var isEmpty: Bool { needles.isEmpty }

    /// `bytes` with every disguised (or literal) secret replaced by `placeholder`; nil when
    /// none is there.
    func redact(_ bytes: [UInt8], placeholder: [UInt8]) -> [UInt8]? {
        guard !needles.isEmpty, !bytes.isEmpty else { return nil }
        var output: [UInt8] = []
        var copied = 0
        var index = 0
        var found = false
        while index < bytes.count {
            if let end = matchAny(in: bytes, at: index) {
                if !found { output.reserveCapacity(bytes.count) }
                found = true
                output += bytes[copied..<index]
                output += placeholder
                index = end
                copied = end
            } else {
                index += 1
            }
        }
        guard found else { return nil }
        output += bytes[copied...]
        return output
    }

    /// Where a secret (in any disguise) or a base64 core starting at `start` ends.
    private func matchAny(in bytes: [UInt8], at start: Int) -> Int? {
        let first = bytes[start]
        let mayEscape = first == UInt8(ascii: "\\") || first == UInt8(ascii: "%") || first == UInt8(ascii: "&")
        for needle in needles where mayEscape || first == needle[0] {
            if let end = match(needle, in: bytes, at: start) { return end }
        }
        for core in base64Cores where first == core[0] {
            if bytes.count - start >= core.count, bytes[start..<(start + core.count)].elementsEqual(core) {
                return start + core.count
            }
        }
        return nil
    }

    /// Where `needle` ends if it starts at `start`, each of its bytes literal or escaped.
    private func match(_ needle: [UInt8], in bytes: [UInt8], at start: Int) -> Int? {
        var position = start
        var matched = 0
        while matched < needle.count {
            guard position < bytes.count else { return nil }
            if bytes[position] == needle[matched] {
                position += 1
                matched += 1
                continue
            }
            guard let (decoded, length) = Self.escape(in: bytes, at: position),
                needle.count - matched >= decoded.count,
                needle[matched..<(matched + decoded.count)].elementsEqual(decoded)
            else { return nil }
            position += length
            matched += decoded.count
        }
        return position
    }

    /// The bytes an escape at `start` stands for, and its length in `bytes`.
    static func escape(in bytes: [UInt8], at start: Int) -> ([UInt8], Int)? {
        let count = bytes.count - start
        switch bytes[start] {
        case UInt8(ascii: "\\"):
            guard count >= 2 else { return nil }
            switch bytes[start + 1] {
            case UInt8(ascii: "u"):
                guard count >= 6, let value = hexValue(bytes[(start + 2)..<(start + 6)]) else { return nil }
                return utf8(of: value).map { ($0, 6) }
            case UInt8(ascii: "x"):
                guard count >= 4, let value = hexValue(bytes[(start + 2)..<(start + 4)]) else { return nil }
                return utf8(of: value).map { ($0, 4) }
            case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                return ([bytes[start + 1]], 2)
            default:
                return nil
            }
        case UInt8(ascii: "%"):
            guard count >= 3, let value = hexValue(bytes[(start + 1)..<(start + 3)]) else { return nil }
            return ([UInt8(value)], 3)
        case UInt8(ascii: "&"):
            // `&#103;` or `&#x67;`, leading zeros allowed (readers take any number; XML's
            // reader up to 11 digits, HTML's 9), at most `longestReference` digits.
            guard count >= 4, bytes[start + 1] == UInt8(ascii: "#") else { return nil }
            let isHex = bytes[start + 2] | 0x20 == UInt8(ascii: "x")
            let digitsStart = start + (isHex ? 3 : 2)
            var end = digitsStart
            while end < bytes.count, end - digitsStart < Self.longestReference, bytes[end] != UInt8(ascii: ";") { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > digitsStart else { return nil }
            let digits = bytes[digitsStart..<end]
            let value = isHex ? hexValue(digits) : decimalValue(digits)
            return value.flatMap(utf8(of:)).map { ($0, end + 1 - start) }
        default:
            return nil
        }
    }

    static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
        var value: UInt32 = 0
        for digit in digits {
            guard let nibble = HexDigit.value(digit) else { return nil }
            value = value << 4 | UInt32(nibble)
            // Past the last scalar no reader yields a character: stop before the bits overflow.
            guard value <= 0x10FFFF else { return nil }
        }
        return value
    }

    /// Digits of a numeric character reference looked at, at most.
    static let longestReference = 32

    private static func decimalValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
        var value: UInt32 = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + UInt32(digit - UInt8(ascii: "0"))
            guard value <= 0x10FFFF else { return nil }
        }
        return value
    }

    private static func utf8(of value: UInt32) -> [UInt8]? {
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return Array(String(Character(scalar)).utf8)
    }

    /// The base64 of `bytes` preceded by 0, 1 or 2 other bytes, less the characters that also
    /// depend on the bytes around them.
    static func base64Cores(of bytes: [UInt8]) -> [[UInt8]] {
        (0..<3).map { padding in
            let encoded = base64(Array(repeating: 0, count: padding) + bytes)
            let head = [0, 2, 3][padding]
            let tail = (padding + bytes.count) % 3 == 0 ? 0 : 1
            guard encoded.count > head + tail else { return [] }
            return Array(encoded[head..<(encoded.count - tail)])
        }
    }

    /// Standard base64 without `=` padding.
    private static func base64(_ bytes: [UInt8]) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { value |= UInt32(byte) << (16 - 8 * UInt32(offset)) }
            let characters = chunk.count + 1
            for position in 0..<characters { output.append(alphabet[Int(value >> (18 - 6 * UInt32(position)) & 0x3F)]) }
            index += 3
        }
        return output
    }
}
