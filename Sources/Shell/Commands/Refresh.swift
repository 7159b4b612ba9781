/// `refresh`: pull to refresh on the visible table.
public struct RefreshCommand: Command, Hashable {
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

    public func execute<Executor: CommandExecutor>(on executor: Executor) throws -> Executor.Outcome {
        try executor.execute(self)
    }

    public var description: String { "refresh" }
}
