import RxsScript
import RxUI

/// `date <id> <date>`: set a date picker.
package struct DateCommand: EventCommand, Hashable {
    package var element: Located<String>
    package var date: Located<String>

    package init(element: Located<String>, date: Located<String>) {
        self.element = element
        self.date = date
    }

    package static let help = CommandHelp(
        name: "date",
        usages: ["date <id> <date>"],
        summary: "set a date picker (YYYY-MM-DD, HH:MM)",
        details: """
            Spins the date picker <id> to <date>, in UTC: YYYY-MM-DD, HH:MM (keeping the \
            day), or both quoted; years 0001 to 9999, kept within its minimum and maximum \
            dates. Sends one value change.
            """,
        examples: ["date birthday 2026-12-24", "date alarm 07:30"],
        group: .events,
        otherNames: ["datepicker", "day", "time"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        date = try arguments.text("<date>").located
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0: return context.elements.filter { context.values["\($0).date"] != nil }
        case 1: return position.previous.first.flatMap { context.values["\($0).date"] }.map { [$0] } ?? []
        default: return []
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        var reading = _DateReading.notADate
        let changes = try session.userAction(at: element.span) { window throws(UserInputError) in
            reading = try window.pickDate(date.value, in: element.value)
        }
        switch reading {
        case .date: return StepOutcome(changes: changes)
        case .notADate:
            throw ScriptError("'\(date.value)' is not a date", at: date.span, hints: [Self.formats])
        case .yearOutOfRange:
            throw ScriptError("'\(date.value)' is out of range: a date picker takes 0001-01-01 to 9999-12-31",
                              at: date.span, hints: [Self.formats])
        }
    }

    private static let formats = "dates are YYYY-MM-DD, HH:MM or \"YYYY-MM-DD HH:MM\", e.g. 2026-12-24"

    package var description: String { "date \(element.value) \(ScriptQuoting.spelling(of: date.value))" }
}
