import Foundation

/// Reads a JSON text straight into a `JSONValue`, byte by byte, for the files rxs reads in
/// bulk (a cassette's body is hundreds of KB): `JSONDecoder` builds a `DecodingError` for
/// every kind `JSONValue.init(from:)` tries and refuses, several per value.
///
/// It gives the value `JSONDecoder` would give, or nil whenever the text is anything but
/// plain: a syntax error, a repeated key, invalid UTF-8, a lone surrogate escape, a whole
/// number written with an exponent (or with a fraction of zeros beyond 2^53), an integer
/// beyond `Int`, nesting deeper than `depthLimit`. The caller then decodes with `JSONDecoder`, whose errors and choices
/// (`JSONInspection` names the place of a syntax error) stay the ones users see.
enum JSONReader {
    /// Deeper nesting is left to `JSONDecoder`: the reader recurses, and stops well within the stack.
    static let depthLimit = 256

    static func value(in bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        // No ternary with nil here: `JSONValue` is `ExpressibleByNilLiteral`, so nil would be `.null`.
        guard reader.index == bytes.count else { return nil }
        return value
    }

    static func value(in bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { value(in: $0) }
    }

    static func value(in data: Data) -> JSONValue? {
        data.withUnsafeBytes { value(in: $0.bindMemory(to: UInt8.self)) }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) -> JSONValue? {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return string().map(JSONValue.string)
            case UInt8(ascii: "{"):
                guard depth < JSONReader.depthLimit else { return nil }
                return object(depth: depth + 1)
            case UInt8(ascii: "["):
                guard depth < JSONReader.depthLimit else { return nil }
                return array(depth: depth + 1)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return number()
            case UInt8(ascii: "t"):
                guard literal("true") else { return nil }
                return .bool(true)
            case UInt8(ascii: "f"):
                guard literal("false") else { return nil }
                return .bool(false)
            case UInt8(ascii: "n"):
                guard literal("null") else { return nil }
                return .null
            default:
                return nil
            }
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            let matches = word.withUTF8Buffer { expected in
                (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
            }
            if matches { index += count }
            return matches
        }

        /// At `{`.
        private mutating func object(depth: Int) -> JSONValue? {
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                skipSpace()
                guard let member = value(depth: depth) else { return nil }
                // Which of two equal keys wins is `JSONDecoder`'s choice to make.
                guard members.updateValue(member, forKey: key) == nil else { return nil }
                skipSpace()
                guard index < bytes.count else { return nil }
                switch bytes[index] {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"):
                    index += 1
                    return .object(members)
                default: return nil
                }
            }
        }

        /// At `[`.
        private mutating func array(depth: Int) -> JSONValue? {
            index += 1
            var elements: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                skipSpace()
                guard let element = value(depth: depth) else { return nil }
                elements.append(element)
                skipSpace()
                guard index < bytes.count else { return nil }
                switch bytes[index] {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"):
                    index += 1
                    return .array(elements)
                default: return nil
                }
            }
        }

        /// At `"`: the string's text, past its closing quote. A run without escapes is made a
        /// `String` at once (checked as UTF-8); one with escapes is unescaped into bytes first.
        /// A run of ASCII, valid UTF-8 as it is, is decoded without `String(validating:)`,
        /// whose generic checking cost a thousand instructions a string (half of reading the
        /// fixtures' JSON at start-up).
        private mutating func string() -> String? {
            index += 1
            let start = index
            var highBits: UInt8 = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    let text = highBits < 0x80 ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
                    index += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
                if byte < 0x20 { return nil }
                highBits |= byte
                index += 1
            }
            return nil
        }

        /// The rest of a string holding an escape; `start` is its first byte, `index` at a `\`.
        private mutating func escapedString(from start: Int) -> String? {
            var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return String(validating: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    index += 1
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = escapedScalar() else { return nil }
                        text.append(contentsOf: scalar.utf8)
                    default: return nil
                    }
                case 0..<0x20:
                    return nil
                default:
                    text.append(byte)
                    index += 1
                }
            }
            return nil
        }

        /// After `\u`: the scalar of four hex digits, or of a surrogate pair's two escapes.
        private mutating func escapedScalar() -> Unicode.Scalar? {
            guard let first = hexUnit() else { return nil }
            switch first {
            case 0xD800...0xDBFF:
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { return nil }
                index += 2
                guard let second = hexUnit(), (0xDC00...0xDFFF).contains(second) else { return nil }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            case 0xDC00...0xDFFF:
                return nil
            default:
                return Unicode.Scalar(first)
            }
        }

        private mutating func hexUnit() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var unit: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = HexDigit.value(bytes[index]) else { return nil }
                unit = unit << 4 | UInt32(digit)
                index += 1
            }
            return unit
        }

        /// JSON's number grammar. A whole number is an `Int` (nil beyond it); one with a
        /// fraction or exponent is a `Double` when its value is not whole (another whole one,
        /// like `1e2`, is left to `JSONDecoder`).
        private mutating func number() -> JSONValue? {
            let start = index
            let negative = bytes[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) { return nil }
            // Accumulated negatively, so `Int.min` fits.
            var whole = 0
            var overflowed = false
            while index < bytes.count, isDigit(bytes[index]) {
                let (times, o1) = whole.multipliedReportingOverflow(by: 10)
                let (next, o2) = times.subtractingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
                overflowed = overflowed || o1 || o2
                whole = next
                index += 1
            }
            // `1.0` (a fraction of zeros, no exponent) is the integer, as `JSONDecoder` reads it.
            var isWhole = true
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                let fraction = index
                guard skipDigits() else { return nil }
                isWhole = UnsafeBufferPointer(rebasing: bytes[fraction..<index]).allSatisfy { $0 == UInt8(ascii: "0") }
                    && whole > -(1 << 53)
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                isWhole = false
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard skipDigits() else { return nil }
            }
            if isWhole {
                guard !overflowed else { return nil }
                if negative { return .int(whole) }
                let (positive, overflow) = (0).subtractingReportingOverflow(whole)
                guard !overflow else { return nil }
                return .int(positive)
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let number = Double(text), number.isFinite, number.rounded(.towardZero) != number else { return nil }
            return .double(number)
        }

        private mutating func skipDigits() -> Bool {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index > start
        }

        private func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }
}
