/// `back`: pop the navigation stack.
public struct BackCommand: Command, Hashable {
    public init() {}

    public static let help = CommandHelp(
        name: "back",
        usages: ["back"],
        summary: "pop the navigation stack",
        details: "Goes back to the previous screen, as the navigation bar's back button does.",
        examples: ["back"],
        group: .events,
        otherNames: ["pop"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {}

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        []
    }

    public func execute<Executor: CommandExecutor>(on executor: Executor) throws -> Executor.Outcome {
        try executor.execute(self)
    }

    public var description: String { "back" }
}
