import RxUI
import RxsScript

/// `delete <row>`: swipe-delete of a row, rows counted from 0.
package struct DeleteCommand: EventCommand, Hashable {
    package var row: Located<Int>

    package init(row: Located<Int>) {
        self.row = row
    }

    package static let help = CommandHelp(
        name: "delete",
        usages: ["delete <row>"],
        summary: "swipe-delete a table row, counted from 0",
        details: "Swipes row <row> of the visible table and taps Delete.",
        examples: ["delete 2"],
        group: .events,
        otherNames: ["remove", "swipe", "del"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        row = try arguments.row()
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.rowNumbers : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: row.span) { window throws(UserInputError) in
            try window.deleteRow(row.value)
        })
    }

    package func relocated(toLine line: Int) -> Self? {
        DeleteCommand(row: row.relocated(toLine: line))
    }

    package var description: String { "delete \(row.value)" }
}
