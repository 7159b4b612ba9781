import RxUI
import RxsScript

/// `type <id> <text>`: one text-change event making the field's whole text `<text>`.
package struct TypeCommand: EventCommand, Hashable {
    package var element: Located<String>
    package var text: Located<String>

    package init(element: Located<String>, text: Located<String>) {
        self.element = element
        self.text = text
    }

    package static let help = CommandHelp(
        name: "type",
        usages: ["type <id> <text>"],
        summary: "set a field's whole text (\"\" clears it)",
        details: """
            Sets the whole text of a text field or search bar in one text-change event, as \
            pasting would. Quote text with spaces; "" clears the field. To type one \
            character at a time, use keys.
            """,
        examples: ["type searchBar octocat", "type searchField \"RxSwift MVVM\"", "type searchBar \"\""],
        group: .events,
        otherNames: ["input", "fill", "paste", "text", "write"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        text = try arguments.text("<text>").located
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.textInputs : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element.span) { window throws(UserInputError) in
            try window.type(text.value, into: element.value)
        })
    }

    package func relocated(toLine line: Int) -> Self? {
        TypeCommand(element: element.relocated(toLine: line), text: text.relocated(toLine: line))
    }

    package var description: String { "type \(element.value) \(ScriptQuoting.spelling(of: text.value))" }
}
