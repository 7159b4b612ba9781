import RxUI

/// `back`: pop the navigation stack.
public struct BackCommand: EventCommand, Hashable {
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

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction { window throws(UserInputError) in
            try window.goBack()
        })
    }

    /// Nothing in it points at its line.
    public func relocated(toLine line: Int) -> Self? { self }

    public var description: String { "back" }
}
