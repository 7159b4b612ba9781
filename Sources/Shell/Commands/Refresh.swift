import RxUI

/// `refresh`: pull to refresh on the visible table.
public struct RefreshCommand: EventCommand, Hashable {
    public init() {}

    public static let help = CommandHelp(
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

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {}

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction { window throws(UserInputError) in
            try window.pullToRefresh()
        })
    }

    /// Nothing in it points at its line.
    public func relocated(toLine line: Int) -> Self? { self }

    public var description: String { "refresh" }
}
