/// Writes a `JSONValue` as the bytes `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]`
/// writes for it (compact, keys in `String` order, `"`, `\` and control characters escaped,
/// the rest as it is), without the encoder's containers and boxes: a replayed cassette's
/// body is hundreds of KB of values.
///
/// A whole or non-finite `Double` gives nil (the encoder's own way with them is left to it);
/// a body read from a file holds neither (`JSONReader` makes a whole number an `Int`).
enum JSONWriter {
    static func sortedBytes(_ value: JSONValue) -> [UInt8]? {
        var writer = Writer()
        writer.bytes.reserveCapacity(4096)
        return writer.write(value) ? writer.bytes : nil
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func write(_ value: JSONValue) -> Bool {
            switch value {
            case .null:
                bytes.append(contentsOf: "null".utf8)
            case .bool(let flag):
                bytes.append(contentsOf: (flag ? "true" : "false").utf8)
            case .int(let number):
                bytes.append(contentsOf: String(number).utf8)
            case .double(let number):
                guard number.isFinite, number.rounded(.towardZero) != number else { return false }
                bytes.append(contentsOf: number.description.utf8)
            case .string(let text):
                write(text)
            case .array(let elements):
                bytes.append(UInt8(ascii: "["))
                for (position, element) in elements.enumerated() {
                    if position > 0 { bytes.append(UInt8(ascii: ",")) }
                    guard write(element) else { return false }
                }
                bytes.append(UInt8(ascii: "]"))
            case .object(let members):
                bytes.append(UInt8(ascii: "{"))
                for (position, key) in members.keys.sorted().enumerated() {
                    if position > 0 { bytes.append(UInt8(ascii: ",")) }
                    write(key)
                    bytes.append(UInt8(ascii: ":"))
                    guard let member = members[key], write(member) else { return false }
                }
                bytes.append(UInt8(ascii: "}"))
            }
            return true
        }

        private mutating func escape(_ byte: UInt8) {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(byte)
        }

        private static let hexDigits = Array("0123456789abcdef".utf8)

        private mutating func write(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): escape(byte)
                case 0x08: escape(UInt8(ascii: "b"))
                case 0x0C: escape(UInt8(ascii: "f"))
                case 0x0A: escape(UInt8(ascii: "n"))
                case 0x0D: escape(UInt8(ascii: "r"))
                case 0x09: escape(UInt8(ascii: "t"))
                case 0..<0x20:
                    escape(UInt8(ascii: "u"))
                    bytes.append(UInt8(ascii: "0"))
                    bytes.append(UInt8(ascii: "0"))
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0xF)])
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }
}
