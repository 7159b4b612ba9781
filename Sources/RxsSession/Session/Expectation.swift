import Foundation
import RxUI
import RxsScript

/// Checks an `expect` line against the visible state.
struct Expectation {
    let command: ExpectCommand

    init(_ command: ExpectCommand) {
        self.command = command
    }

    /// nil when the expectation holds; otherwise what was expected, what was there, and what
    /// is still scheduled.
    @MainActor func check(in session: Session) throws(ScriptError) -> ExpectationFailure? {
        let path = command.path
        let actual: SnapshotValue
        do throws(PathError) {
            actual = try session.snapshot.value(at: path.value.snapshotPath)
        } catch {
            throw ScriptError.unresolved(error, at: path.span)
        }
        guard try !holds(actual) else { return nil }
        var lines = [
            "expect failed: \(command.path.value) \(command.comparison.value) \(command.expected.value)",
            "  expected: \(command.comparison.value.rawValue) \(Self.literal(command.expected.value))",
            "  actual:   \(actual)",
        ]
        let pending = session.pendingSummary
        if let pending {
            lines.append("  \(pending) — use wait or settle")
        }
        return ExpectationFailure(message: lines.joined(separator: "\n"), path: path.value.description,
                                  comparison: command.comparison.value, expected: command.expected.value,
                                  actual: actual, pending: pending)
    }

    private func holds(_ actual: SnapshotValue) throws(ScriptError) -> Bool {
        let expected = command.expected.value
        switch command.comparison.value {
        case .equal: return Self.equal(actual, expected)
        case .notEqual: return !Self.equal(actual, expected)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let left = Self.number(actual) else {
                throw ScriptError("\(command.path.value) is \(actual), not a number", at: command.path.span)
            }
            guard case .number(let right) = expected else {
                throw ScriptError("\(expected) is not a number", at: command.expected.span)
            }
            switch command.comparison.value {
            case .less: return left < right
            case .lessOrEqual: return left <= right
            case .greater: return left > right
            default: return left >= right
            }
        case .contains:
            return Self.text(actual).contains(Self.text(expected))
        case .matches:
            let pattern = Self.text(expected)
            let regex: LinearRegex
            do throws(LinearRegex.Problem) {
                regex = try LinearRegex.shared(pattern)
            } catch {
                throw ScriptError("'\(pattern)' is not a valid regular expression", at: command.expected.span,
                                  hints: [error.message, LinearRegex.syntaxHint])
            }
            do throws(LinearRegex.Problem) {
                return try regex.firstMatch(in: Self.text(actual))
            } catch {
                throw ScriptError("'\(pattern)' is too costly to match against \(command.path.value): \(error.message)",
                                  at: command.expected.span, hints: ["simplify the pattern, e.g. fewer nested repeats"])
            }
        }
    }

    private static func equal(_ actual: SnapshotValue, _ expected: ScriptValue) -> Bool {
        switch (actual, expected) {
        case (.int(let left), .number(let right)): return Double(left) == right
        case (.number(let left), .number(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        case (.null, .string(let right)): return right == "null"
        default: return text(actual) == text(expected)
        }
    }

    private static func number(_ value: SnapshotValue) -> Double? {
        switch value {
        case .int(let int): return Double(int)
        case .number(let number): return number
        case .string(let string): return Double(string)
        default: return nil
        }
    }

    /// The expected value spelled as the actual one is: text in double quotes.
    private static func literal(_ value: ScriptValue) -> String {
        guard case .string(let text) = value else { return value.description }
        return JSONWriter.quoted(text)
    }

    /// The value as plain text: strings without quotes.
    private static func text(_ value: SnapshotValue) -> String {
        value.stringValue ?? value.description
    }

    private static func text(_ value: ScriptValue) -> String {
        switch value {
        case .string(let string): return string
        case .bool(let bool): return bool ? "true" : "false"
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
    }
}
