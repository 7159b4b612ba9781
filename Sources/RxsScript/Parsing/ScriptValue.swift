/// A value written in a script, as `expect` compares it: a number, a boolean or text.
package enum ScriptValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case string(String)

    /// Quoted tokens are always text; bare words are numbers (`3`, `-1.5`), booleans
    /// (`true`, `false`) or else text, so `expect nav.title == Who` needs no quotes.
    package init(token: borrowing Token) {
        self = token.isQuoted ? .string(token.text) : ScriptValue(bareWord: token.text)
    }

    package init(bareWord: String) {
        switch bareWord {
        case "true": self = .bool(true)
        case "false": self = .bool(false)
        default:
            if Self.isDecimal(bareWord), let number = Double(bareWord) {
                self = .number(number)
            } else {
                self = .string(bareWord)
            }
        }
    }

    /// The value as a script would spell it: `3`, `0.5`, `true`, `octocat`, `"two words"`, `"3"`.
    package var description: String {
        switch self {
        case .number(let number):
            if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
            return String(number)
        case .bool(let value):
            return String(value)
        case .string(let text):
            return ScriptQuoting.spelling(of: text)
        }
    }

    /// `-?[0-9]+(\.[0-9]+)?` — plain decimals only; `Double("0x10")` and `Double("inf")` also succeed.
    /// `-?digits(.digits)?` in ASCII digits, read over the text's bytes in one pass (splitting
    /// it into substrings cost more than the rest of an `expect`'s value).
    private static func isDecimal(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var digits = 0
            var sawDot = false
            for (offset, byte) in bytes.enumerated() {
                if offset == 0, byte == UInt8(ascii: "-") { continue }
                if ASCII.isDigit(byte) {
                    digits += 1
                } else if byte == UInt8(ascii: "."), !sawDot, digits > 0 {
                    sawDot = true
                    digits = 0
                } else {
                    return false
                }
            }
            return digits > 0
        }
    }
}

/// How `expect` compares the actual value with the expected one.
package enum ComparisonOperator: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case contains
    case matches

    package var description: String { rawValue }

    /// Spellings from other languages mapped to the operator they mean here.
    private static let otherSpellings: [String: ComparisonOperator] = [
        "=": .equal, "===": .equal, "is": .equal, "eq": .equal, "equals": .equal,
        "<>": .notEqual, "!==": .notEqual, "≠": .notEqual, "ne": .notEqual,
        "=<": .lessOrEqual, "≤": .lessOrEqual, "=>": .greaterOrEqual, "≥": .greaterOrEqual,
        "lt": .less, "le": .lessOrEqual, "gt": .greater, "ge": .greaterOrEqual,
        "~=": .matches, "=~": .matches, "has": .contains, "includes": .contains,
    ]

    package init(parsing token: borrowing Token) throws(ScriptError) {
        if let found = ComparisonOperator(rawValue: token.text) {
            self = found
            return
        }
        let all = Self.allCases.map(\.rawValue)
        var hints = ["use ==, !=, <, <=, >, >=, contains or matches"]
        if let meant = Self.otherSpellings[token.text] {
            hints.insert("did you mean \(meant)?", at: 0)
        } else if let suggestion = Suggester.didYouMean(token.text, among: all) {
            hints.insert(suggestion, at: 0)
        }
        throw ScriptError("unknown comparison '\(token.text)'", at: token.span, hints: hints)
    }
}
