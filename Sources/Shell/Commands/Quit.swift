/// `quit`: end the session.
public struct QuitCommand: Command, Hashable {
    public init() {}

    public static let help = CommandHelp(
        name: "quit",
        usages: ["quit"],
        summary: "end the session",
        details: "Ends the REPL (as Ctrl-D does) or stops a script at this line.",
        examples: ["quit"],
        group: .session,
        otherNames: ["exit", "q", "bye", "logout"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {}

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(quit: true)
    }

    public var description: String { "quit" }
}
