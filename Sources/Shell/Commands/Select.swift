import RxUI

/// `select <row>`: row selection, rows counted from 0.
public struct SelectCommand: EventCommand, Hashable {
    public var row: Located<Int>

    public init(row: Located<Int>) {
        self.row = row
    }

    public static let help = CommandHelp(
        name: "select",
        usages: ["select <row>"],
        summary: "select a table row, counted from 0",
        details: """
            Selects row <row> of the visible table, as a tap on the row would; what follows \
            depends on the screen (push a detail screen, open a URL, dismiss the keyboard).
            """,
        examples: ["select 0", "select 3"],
        group: .events,
        otherNames: ["choose", "row"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        row = try arguments.row()
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.rowNumbers : []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: row.span) { window throws(UserInputError) in
            try window.selectRow(row.value)
        })
    }

    public func relocated(toLine line: Int) -> Self? {
        var moved = self
        moved.row = row.relocated(toLine: line)
        return moved
    }

    public var description: String { "select \(row.value)" }
}
