import RxUI

/// `state`: print the JSON snapshot.
public struct StateCommand: Command, Hashable {
    public init() {}

    public static let help = CommandHelp(
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

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {}

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(output: [JSONRenderer().render(session.snapshot, previous: nil)])
    }

    public var description: String { "state" }
}
