import RxsScript
import RxUI

/// `select <row>` or `select <section>.<row>`: row selection, counted from 0.
package struct SelectCommand: EventCommand, Hashable {
    package var row: Located<Int>
    /// Set by the `<section>.<row>` form, for a table of sections.
    package var section: Int?

    package init(row: Located<Int>, section: Int? = nil) {
        self.row = row
        self.section = section
    }

    package static let help = CommandHelp(
        name: "select",
        usages: ["select <row>", "select <section>.<row>"],
        summary: "select a table row, counted from 0",
        details: """
            Selects row <row> of the visible table, as a tap on the row would; what follows \
            depends on the screen (push a detail screen, open a URL, dismiss the keyboard). \
            In a table of sections, <section>.<row> names a row of a section (<row> alone \
            counts over the whole table).
            """,
        examples: ["select 0", "select 3", "select 1.0"],
        group: .events,
        otherNames: ["choose", "row"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        if let token = arguments.peek(), let dot = token.text.firstIndex(of: "."),
           let section = Int(token.text[..<dot]), section >= 0 {
            _ = arguments.optional()
            guard case .success(let row) = RowNumber.parse(String(token.text[token.text.index(after: dot)...])) else {
                throw ScriptError("'\(token.text)' is not <section>.<row>", at: token.span, hints: arguments.usageHints)
            }
            self.row = Located(row, span: token.span)
            self.section = section
            return
        }
        row = try arguments.row()
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.rowNumbers : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: row.span) { window throws(UserInputError) in
            try window.selectRow(row.value, section: section)
        })
    }

    package func relocated(toLine line: Int) -> Self? {
        SelectCommand(row: row.relocated(toLine: line), section: section)
    }

    package var description: String { "select " + (section.map { "\($0)." } ?? "") + "\(row.value)" }
}
