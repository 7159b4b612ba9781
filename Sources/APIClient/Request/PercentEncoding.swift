/// RFC 3986 percent-encoding. Only the unreserved characters stay as they are, so `+`, `&`, `=`,
/// spaces and non-ASCII text (encoded as UTF-8 bytes) can never change a URL's meaning.
public enum PercentEncoding {
    public static func encode(_ text: String) -> String {
        encodeBytes(text) { isUnreserved($0) }
    }

    /// `encode(text)`'s bytes, appended to `bytes` (a query written at once).
    static func appendEncoded(_ text: String, to bytes: inout [UInt8]) {
        if let done = text.utf8.withContiguousStorageIfAvailable({ appendEncoded($0, to: &bytes) }) { return done }
        appendEncoded(Array(text.utf8), to: &bytes)
    }

    private static func appendEncoded(_ text: some Collection<UInt8>, to bytes: inout [UInt8]) {
        for byte in text {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
    }

    /// `text` with every byte `keeps` refuses written as `%XX`, built as bytes: every request
    /// of a replay encodes its parameters.
    private static func encodeBytes(_ text: String, keeping keeps: (UInt8) -> Bool) -> String {
        if ASCIIBytes.all(of: text, satisfy: keeps) { return text }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if keeps(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Decodes `%XX` escapes; with `plusAsSpace` a `+` means a space (form and query semantics).
    /// Invalid escapes are kept literally rather than rejected.
    public static func decode(_ text: String, plusAsSpace: Bool = false) -> String {
        decode(bytes: Array(text.utf8), plusAsSpace: plusAsSpace)
    }

    /// `decode` of text given as its UTF-8 bytes.
    static func decode(bytes input: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool = false) -> String {
        if !input.contains(where: { $0 == UInt8(ascii: "%") || ($0 == UInt8(ascii: "+") && plusAsSpace) }) {
            return String(decoding: input, as: UTF8.self)
        }
        return decode(bytes: Array(input), plusAsSpace: plusAsSpace)
    }

    private static func decode(bytes input: [UInt8], plusAsSpace: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "%"), index + 2 < input.count,
                let high = HexDigit.value(input[index + 1]), let low = HexDigit.value(input[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            bytes.append(byte == UInt8(ascii: "+") && plusAsSpace ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? nibble + 48 : nibble + 55
    }

}

extension PercentEncoding {
    /// Encodes what a path may not contain, keeping `/`, existing `%XX` escapes and the
    /// characters RFC 3986 allows in path segments.
    public static func encodePath(_ path: String) -> String {
        encodeBytes(path) { isUnreserved($0) || pathPunctuation.contains($0) }
    }

    private static let pathPunctuation: [UInt8] = Array("/%!$&'()*+,;=:@".utf8)
}
