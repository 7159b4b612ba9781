import RxUI

/// `delete <row>`: swipe-delete of a row, rows counted from 0.
public struct DeleteCommand: EventCommand, Hashable {
    public var row: Located<Int>

    public init(row: Located<Int>) {
        self.row = row
    }

    public static let help = CommandHelp(
        name: "delete",
        usages: ["delete <row>"],
        summary: "swipe-delete a table row, counted from 0",
        details: "Swipes row <row> of the visible table and taps Delete.",
        examples: ["delete 2"],
        group: .events,
        otherNames: ["remove", "swipe", "del"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        row = try arguments.row()
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.rowNumbers : []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: row.span) { window throws(UserInputError) in
            try window.deleteRow(row.value)
        })
    }

    public func relocated(toLine line: Int) -> Self? {
        var moved = self
        moved.row = row.relocated(toLine: line)
        return moved
    }

    public var description: String { "delete \(row.value)" }
}
