import RxUI
import RxsScript

/// `back`: pop the navigation stack, or swipe a presented sheet down.
package struct BackCommand: EventCommand, Hashable {
    package init() {}

    package static let help = CommandHelp(
        name: "back",
        usages: ["back"],
        summary: "pop the navigation stack",
        details: """
            Goes back to the previous screen, as the navigation bar's back button does. On a \
            presented sheet with nothing to pop, swipes it down to dismiss it, as a person does \
            (the presentation controller's delegate is asked and told, as UIKit's).
            """,
        examples: ["back"],
        group: .events,
        otherNames: ["pop"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {}

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction { window throws(UserInputError) in
            try window.goBack()
        })
    }

    /// Nothing in it points at its line.
    package func relocated(toLine line: Int) -> Self? { self }

    package var description: String { "back" }
}
