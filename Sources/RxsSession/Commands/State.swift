import RxUI
import RxsScript

/// `state`: print the JSON snapshot.
package struct StateCommand: Command, Hashable {
    package init() {}

    package static let help = CommandHelp(
        name: "state",
        usages: ["state"],
        summary: "print the JSON snapshot",
        details: """
            Prints the whole visible state as JSON: the navigation stack with each screen's \
            elements, the alert, the HUD, the last opened URL and the virtual time.
            """,
        examples: ["state"],
        group: .inspection,
        otherNames: ["json", "snapshot", "dump"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {}

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        []
    }

    package var onlyReads: Bool { true }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(output: [JSONRenderer().render(session.snapshot, previous: nil)])
    }

    package var description: String { "state" }
}
