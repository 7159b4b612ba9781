/// A span of virtual time written in a script: `250ms`, `0.5s`, `2s`, `1m`, held as whole milliseconds.
///
/// Not named `Duration` so it doesn't shadow the standard library's `Swift.Duration`.
package struct ScriptDuration: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var milliseconds: Int

    package init(milliseconds: Int) {
        self.milliseconds = milliseconds
    }

    /// The longest duration a script may write: 1000 days. Every sum of durations the session
    /// forms stays far inside the range of the clocks underneath (see `Session.clockLimit`).
    package static let maximum = ScriptDuration(milliseconds: 1_000 * 86_400_000)

    /// How `maximum` reads in messages and help: "1000 days (1440000m)".
    package static let maximumSpelled = "1000 days (1440000m)"

    package static func < (lhs: ScriptDuration, rhs: ScriptDuration) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }

    /// The shortest spelling in whole units: `1m`, `90s`, `1500ms`, `0ms`.
    package var description: String {
        if milliseconds != 0, milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000)m" }
        if milliseconds != 0, milliseconds % 1_000 == 0 { return "\(milliseconds / 1_000)s" }
        return "\(milliseconds)ms"
    }

    /// Parses a duration argument, pointing at the token when it isn't one.
    package init(parsing token: borrowing Token) throws(ScriptError) {
        switch Self.parse(token.text) {
        case .success(let duration): self = duration
        case .failure(let problem): throw problem.error(at: token)
        }
    }

    private static let units: [(suffix: String, milliseconds: Int)] = [("ms", 1), ("s", 1_000), ("m", 60_000)]

    package static func parse(_ text: String) -> Result<ScriptDuration, TextProblem> {
        if let duration = plainDuration(text) { return .success(duration) }
        var notADuration: TextProblem {
            TextProblem("'\(text)' is not a duration", hints: ["write it like 250ms, 0.5s, 2s or 1m"])
        }
        if text.hasPrefix("-") {
            return .failure(TextProblem(
                "negative duration '\(text)'", hints: ["virtual time only moves forward; use 0ms or more"]))
        }
        let digits = text.prefix { $0.asciiValue.map { ASCII.isDigit($0) || $0 == UInt8(ascii: ".") } ?? false }
        let unit = String(text.dropFirst(digits.count))
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, parts.count <= 2,
            parts.count == 1 || !parts[1].isEmpty
        else { return .failure(notADuration) }
        if unit.isEmpty {
            return .failure(TextProblem(
                "duration '\(text)' has no unit", hints: ["write \(digits)ms, \(digits)s or \(digits)m"]))
        }
        guard let scale = units.first(where: { $0.suffix == unit })?.milliseconds else {
            return .failure(TextProblem(
                "unknown unit '\(unit)' in duration '\(text)'", hints: ["use ms, s or m"],
                range: digits.count..<text.count))
        }
        let fraction = parts.count == 2 ? parts[1] : ""
        switch exactMilliseconds(whole: whole, fraction: fraction, scale: scale) {
        case .exact(let value) where value <= maximum.milliseconds:
            return .success(ScriptDuration(milliseconds: value))
        case .exact, .tooLong:
            return .failure(TextProblem(
                "duration '\(text)' is too long", hints: ["the longest is \(maximumSpelled)"]))
        case .notWhole:
            return .failure(TextProblem(
                "duration '\(text)' is not a whole number of milliseconds", hints: ["the virtual clock counts whole milliseconds"]))
        }
    }

    /// The common spelling, whole digits and a unit (`300ms`, `2s`), read from its bytes: every
    /// line of a long replay has one. Anything else (or a value this cannot be sure of) is nil.
    private static func plainDuration(_ text: String) -> ScriptDuration? {
        var value = 0
        var digitCount = 0
        var unitScale = 0
        var unitBytes = 0
        for byte in text.utf8 {
            if unitBytes == 0, ASCII.isDigit(byte) {
                // Twelve digits times a minute fit an Int; longer is over `maximum` anyway.
                guard digitCount < 12 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digitCount += 1
                continue
            }
            switch (unitBytes, byte) {
            case (0, UInt8(ascii: "m")): unitScale = 60_000
            case (0, UInt8(ascii: "s")): unitScale = 1_000
            case (1, UInt8(ascii: "s")) where unitScale == 60_000: unitScale = 1
            default: return nil
            }
            unitBytes += 1
        }
        guard digitCount > 0, unitBytes > 0, value * unitScale <= maximum.milliseconds else { return nil }
        return ScriptDuration(milliseconds: value * unitScale)
    }

    private enum Conversion {
        case exact(Int)
        case tooLong
        case notWhole
    }

    /// `whole.fraction × scale` in integer arithmetic, so `0.1s` is exactly 100 ms.
    private static func exactMilliseconds(whole: Substring, fraction: Substring, scale: Int) -> Conversion {
        let significantWhole = whole.drop { $0 == "0" }
        let significantFraction = fraction.reversed().drop { $0 == "0" }.reversed()
        var numerator = 0
        var denominator = 1
        for (position, digit) in (significantWhole + significantFraction).enumerated() {
            let shifted = numerator.multipliedReportingOverflow(by: 10)
            let added = shifted.partialValue.addingReportingOverflow(digit.wholeNumberValue ?? 0)
            if shifted.overflow || added.overflow {
                // Eighteen significant digits after the point can never be whole milliseconds.
                return position < significantWhole.count ? .tooLong : .notWhole
            }
            numerator = added.partialValue
        }
        for _ in significantFraction {
            let shifted = denominator.multipliedReportingOverflow(by: 10)
            if shifted.overflow { return .notWhole }
            denominator = shifted.partialValue
        }
        let scaled = numerator.multipliedReportingOverflow(by: scale)
        if scaled.overflow { return .tooLong }
        guard scaled.partialValue % denominator == 0 else { return .notWhole }
        return .exact(scaled.partialValue / denominator)
    }
}
