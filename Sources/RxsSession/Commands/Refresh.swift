import RxUI
import RxsScript

/// `refresh`: pull to refresh on the visible table.
package struct RefreshCommand: EventCommand, Hashable {
    package init() {}

    package static let help = CommandHelp(
        name: "refresh",
        usages: ["refresh"],
        summary: "pull to refresh the visible table",
        details: """
            Pulls the visible table's refresh control: table.refreshing turns true and the \
            screen reloads; it turns false when the load ends.
            """,
        examples: ["refresh"],
        group: .events,
        otherNames: ["reload", "pull"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {}

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction { window throws(UserInputError) in
            try window.pullToRefresh()
        })
    }

    /// Nothing in it points at its line.
    package func relocated(toLine line: Int) -> Self? { self }

    package var description: String { "refresh" }
}
