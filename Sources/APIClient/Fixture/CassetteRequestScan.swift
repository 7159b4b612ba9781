import Foundation

/// Finds a cassette file's top-level `"request"` value without decoding the rest: the index
/// of a folder reads what each cassette answers and leaves the large response bodies for the
/// first request that can match them. Any doubt (not an object, an escaped or repeated key,
/// a truncated file) gives nil, and the caller decodes the whole file instead.
enum CassetteRequestScan {
    /// The request of a cassette file, as the full decode would read it; nil when unsure.
    static func request(in data: Data) -> Cassette.Request? {
        let slice: Data? = data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.topLevelValue(named: Array("request".utf8)).map { Data(raw[$0]) }
        }
        guard let slice else { return nil }
        return JSONReader.value(in: slice).flatMap(Cassette.Request.init(plain:)) ?? (try? JSONDecoder().decode(Cassette.Request.self, from: slice))
    }

    /// Skips JSON values byte by byte; it checks only what it needs to find the value's end.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        /// The byte range of the value of `name` in the top-level object.
        mutating func topLevelValue(named name: [UInt8]) -> Range<Int>? {
            skipSpace()
            guard peek == UInt8(ascii: "{") else { return nil }
            index += 1
            var found: Range<Int>?
            skipSpace()
            if peek == UInt8(ascii: "}") { return nil }
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\""), let key = skipString() else { return nil }
                skipSpace()
                guard peek == UInt8(ascii: ":") else { return nil }
                index += 1
                skipSpace()
                let start = index
                guard skipValue() else { return nil }
                // An escaped key could spell the name; a repeated one leaves the decoder to choose.
                if key.escaped { return nil }
                if bytes[key.range].elementsEqual(name) {
                    guard found == nil else { return nil }
                    found = start..<index
                }
                skipSpace()
                switch peek {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"): return found
                default: return nil
                }
            }
        }

        private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        /// At a `"`: moves past the closing quote; the range is the string's content.
        private mutating func skipString() -> (range: Range<Int>, escaped: Bool)? {
            index += 1
            let start = index
            var escaped = false
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"):
                    escaped = true
                    index += 2
                case UInt8(ascii: "\""):
                    index += 1
                    return (start..<(index - 1), escaped)
                default:
                    index += 1
                }
            }
            return nil
        }

        private mutating func skipValue() -> Bool {
            guard let first = peek else { return false }
            switch first {
            case UInt8(ascii: "\""):
                return skipString() != nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while let byte = peek {
                    switch byte {
                    case UInt8(ascii: "\""):
                        guard skipString() != nil else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return true
                        }
                    default:
                        break
                    }
                    index += 1
                }
                return false
            default:
                let start = index
                while let byte = peek, byte != UInt8(ascii: ","), byte != UInt8(ascii: "}"), byte != UInt8(ascii: "]"),
                      byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09 {
                    index += 1
                }
                return index > start
            }
        }
    }
}
