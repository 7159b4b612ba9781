import RxsScript
import RxUI

/// `toggle <id> [on|off]`: flip a switch, or set it.
package struct ToggleCommand: EventCommand, Hashable {
    package var element: Located<String>
    /// nil flips the switch.
    package var state: Located<String>?

    package init(element: Located<String>, state: Located<String>? = nil) {
        self.element = element
        self.state = state
    }

    package static let help = CommandHelp(
        name: "toggle",
        usages: ["toggle <id> [on|off]"],
        summary: "flip a switch, or turn it on or off",
        details: """
            Flips the switch <id> as a tap would, or sets it on or off (sending the change \
            even when it already was, as a drag does). A disabled switch refuses.
            """,
        examples: ["toggle wifi", "toggle wifi off"],
        group: .events,
        otherNames: ["switch", "flip"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        if arguments.peek() != nil {
            state = try arguments.choice(["on", "off"], role: "switch state", placeholder: "[on|off]")
        }
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0: return context.elements.filter { context.values["\($0).on"] != nil }
        case 1: return ["on", "off"]
        default: return []
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element.span) { window throws(UserInputError) in
            try window.toggle(element.value, to: state.map { $0.value == "on" })
        })
    }

    package var description: String { "toggle \(element.value)" + (state.map { " " + $0.value } ?? "") }
}
