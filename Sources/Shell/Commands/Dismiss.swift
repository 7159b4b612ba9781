import RxUI

/// `dismiss [<button>]`: tap a button of the visible alert.
public struct DismissCommand: EventCommand, Hashable {
    /// The button's title; nil means the only or first button.
    public var button: Located<String>?

    public init(button: Located<String>? = nil) {
        self.button = button
    }

    public static let help = CommandHelp(
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

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        button = arguments.optionalText()?.located
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.alertButtons.map(ScriptQuoting.spelling(of:)) : []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: button?.span) { window throws(UserInputError) in
            try window.dismissAlert(tapping: button?.value)
        })
    }

    public var description: String {
        button.map { "dismiss \(ScriptQuoting.spelling(of: $0.value))" } ?? "dismiss"
    }
}
