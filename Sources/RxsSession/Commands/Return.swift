import RxUI
import RxsScript

/// `return [<id>]`: the keyboard's return key (editing did end on exit) on a text field.
package struct ReturnCommand: EventCommand, Hashable {
    /// The field; nil means the screen's only or first text field.
    package var element: Located<String>?

    package init(element: Located<String>? = nil) {
        self.element = element
    }

    package static let help = CommandHelp(
        name: "return",
        usages: ["return [<id>]"],
        summary: "press return in a field (ends editing)",
        details: """
            Presses return in the text field <id>, or in the screen's first text field \
            when no id is given, which also ends editing (the keyboard goes away).
            """,
        examples: ["return", "return searchField"],
        group: .events,
        otherNames: ["enter", "submit"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.optionalElement()
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.textInputs : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element?.span) { window throws(UserInputError) in
            try window.pressReturn(in: element?.value)
        })
    }

    package var description: String { element.map { "return \($0.value)" } ?? "return" }
}
