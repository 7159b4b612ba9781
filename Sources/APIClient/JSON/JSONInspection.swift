/// Says what is wrong with a JSON text that `JSONDecoder` refused with only "not valid JSON":
/// the first syntax error with its line and column, or a number no Swift number type holds.
/// One pass over the bytes, no recursion (a hostile body may nest a million brackets).
enum JSONInspection {
    struct Finding: Error, Equatable, CustomStringConvertible {
        /// 1-based; the column counts characters.
        var line: Int
        var column: Int
        var message: String

        var description: String { "\(line):\(column): \(message)" }
    }

    /// A number literal too large for `Int` (written without fraction or exponent) or `Double`.
    struct LargeNumber: Equatable {
        var text: String
        /// Where it is, like `items[0].id`; empty at the top level.
        var path: String
    }

    /// The first syntax error, nil when `bytes` is one valid JSON value (with white space around).
    static func syntaxError(in bytes: [UInt8]) -> Finding? {
        var scan = Scan(bytes)
        return scan.run()
    }

    /// The first number literal that does not fit, in a body that is valid JSON.
    static func largeNumber(in bytes: [UInt8]) -> LargeNumber? {
        var scan = Scan(bytes)
        scan.stopAtLargeNumber = true
        _ = scan.run()
        return scan.largeNumber
    }

    private struct Scan {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1
        var stopAtLargeNumber = false
        var largeNumber: LargeNumber?

        /// Open containers, innermost last: for objects the current key, for arrays the index;
        /// `fresh` until the first member (or the end) has been read.
        private enum Open {
            case object(key: String?, fresh: Bool)
            case array(index: Int, fresh: Bool)
        }
        private var open: [Open] = []

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func advance() {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // A UTF-8 continuation byte is part of the character already counted.
                column += 1
            }
        }

        private mutating func skipSpace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
        }

        private func finding(_ message: String) -> Finding {
            Finding(line: line, column: column, message: message)
        }

        private func unexpected(_ expected: String) -> Finding {
            guard let byte = current else { return finding("the text ends where \(expected) was expected") }
            let shown = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
            return finding("expected \(expected), found \(shown)")
        }

        mutating func run() -> Finding? {
            skipSpace()
            if let problem = value() { return problem }
            while !open.isEmpty {
                if largeNumber != nil, stopAtLargeNumber { return nil }
                skipSpace()
                if let problem = afterValue() { return problem }
            }
            skipSpace()
            return current == nil ? nil : finding("unexpected text after the JSON value")
        }

        /// After a value inside a container: `,` and the next member, or the container's end.
        private mutating func afterValue() -> Finding? {
            switch open[open.count - 1] {
            case .array(_, fresh: true):
                if current == UInt8(ascii: "]") {
                    advance()
                    open.removeLast()
                    return nil
                }
                open[open.count - 1] = .array(index: 0, fresh: false)
                return value()
            case .object(_, fresh: true):
                if current == UInt8(ascii: "}") {
                    advance()
                    open.removeLast()
                    return nil
                }
                return member()
            case .array(let position, fresh: false):
                if current == UInt8(ascii: "]") {
                    advance()
                    open.removeLast()
                    return nil
                }
                guard current == UInt8(ascii: ",") else { return unexpected("',' or ']'") }
                advance()
                open[open.count - 1] = .array(index: position + 1, fresh: false)
                skipSpace()
                return value()
            case .object(_, fresh: false):
                if current == UInt8(ascii: "}") {
                    advance()
                    open.removeLast()
                    return nil
                }
                guard current == UInt8(ascii: ",") else { return unexpected("',' or '}'") }
                advance()
                return member()
            }
        }

        /// `"key": value` inside an object.
        private mutating func member() -> Finding? {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { return unexpected("a quoted key") }
            let key: String
            switch string() {
            case .success(let text): key = text
            case .failure(let problem): return problem
            }
            open[open.count - 1] = .object(key: key, fresh: false)
            skipSpace()
            guard current == UInt8(ascii: ":") else { return unexpected("':' after the key") }
            advance()
            skipSpace()
            return value()
        }

        /// One value; a container is opened and its first member read (the rest by `afterValue`).
        private mutating func value() -> Finding? {
            guard let byte = current else { return unexpected("a value") }
            switch byte {
            // Containers are only opened here; `run` reads their members (no recursion).
            case UInt8(ascii: "{"):
                advance()
                open.append(.object(key: nil, fresh: true))
                return nil
            case UInt8(ascii: "["):
                advance()
                open.append(.array(index: 0, fresh: true))
                return nil
            case UInt8(ascii: "\""):
                if case .failure(let problem) = string() { return problem }
                return nil
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return number()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            default: return unexpected("a value")
            }
        }

        private mutating func literal(_ word: String) -> Finding? {
            let start = finding("")
            for expected in word.utf8 {
                guard current == expected else {
                    return Finding(line: start.line, column: start.column, message: "expected a value (\(word)?)")
                }
                advance()
            }
            return nil
        }

        /// The string's text (escapes kept as their letter) only when looking for a large
        /// number, whose place names the keys; a syntax check only steps over it.
        private mutating func string() -> Result<String, Finding> {
            let start = finding("")
            advance()
            var text: [UInt8] = []
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    advance()
                    return .success(stopAtLargeNumber ? String(decoding: text, as: UTF8.self) : "")
                case UInt8(ascii: "\\"):
                    advance()
                    guard let escaped = current, Self.escapeLetters.contains(escaped) else {
                        return .failure(unexpected("an escape (\\\", \\\\, \\n, \\u…)"))
                    }
                    if stopAtLargeNumber { text.append(escaped) }
                    advance()
                case 0..<0x20:
                    return .failure(finding("a control character inside a string (write it as an escape)"))
                default:
                    if stopAtLargeNumber { text.append(byte) }
                    advance()
                }
            }
            return .failure(Finding(line: start.line, column: start.column, message: "the string never ends"))
        }

        private static let escapeLetters: [UInt8] = Array("\"\\/bfnrtu".utf8)

        private mutating func number() -> Finding? {
            let start = index
            var isWhole = true
            if current == UInt8(ascii: "-") { advance() }
            guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
                return unexpected("a digit")
            }
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { advance() }
            if current == UInt8(ascii: ".") {
                isWhole = false
                advance()
                guard let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else {
                    return unexpected("a digit after '.'")
                }
                while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { advance() }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                isWhole = false
                advance()
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
                guard let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else {
                    return unexpected("a digit in the exponent")
                }
                while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { advance() }
            }
            if stopAtLargeNumber, largeNumber == nil {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                let fits = isWhole ? Int(text) != nil : Double(text).map(\.isFinite) ?? false
                if !fits { largeNumber = LargeNumber(text: text, path: path) }
            }
            return nil
        }

        private var path: String {
            var text = ""
            for container in open {
                switch container {
                case .array(let index, _): text += "[\(index)]"
                case .object(let key?, _): text += text.isEmpty ? key : "." + key
                case .object(nil, _): break
                }
            }
            return text
        }
    }
}
