import RxsScript

/// `quit`: end the session.
package struct QuitCommand: Command, Hashable {
    package init() {}

    package static let help = CommandHelp(
        name: "quit",
        usages: ["quit"],
        summary: "end the session",
        details: "Ends the REPL (as Ctrl-D does) or stops a script at this line.",
        examples: ["quit"],
        group: .session,
        otherNames: ["exit", "q", "bye", "logout"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {}

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(quit: true)
    }

    package var description: String { "quit" }
}
