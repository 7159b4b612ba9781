import RxUI
import RxsScript

/// `dismiss [<button>]`: tap a button of the visible alert.
package struct DismissCommand: EventCommand, Hashable {
    /// The button's title; nil means the only or first button.
    package var button: Located<String>?

    package init(button: Located<String>? = nil) {
        self.button = button
    }

    package static let help = CommandHelp(
        name: "dismiss",
        usages: ["dismiss [<button>]"],
        summary: "tap an alert button (the first by default)",
        details: """
            Taps the alert's button titled <button>, or its only or first button, and \
            closes the alert. Quote titles with spaces.
            """,
        examples: ["dismiss", "dismiss OK"],
        group: .events,
        otherNames: ["close", "ok", "alert"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        button = arguments.optionalText()?.located
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.alertButtons.map(ScriptQuoting.spelling(of:)) : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: button?.span) { window throws(UserInputError) in
            try window.dismissAlert(tapping: button?.value)
        })
    }

    package var description: String {
        button.map { "dismiss \(ScriptQuoting.spelling(of: $0.value))" } ?? "dismiss"
    }
}
