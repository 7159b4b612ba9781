import RxsScript
import RxUI

/// `step <id> +|-`: tap a stepper's plus or minus.
package struct StepCommand: EventCommand, Hashable {
    package var element: Located<String>
    package var direction: Located<String>

    package init(element: Located<String>, direction: Located<String>) {
        self.element = element
        self.direction = direction
    }

    package static let help = CommandHelp(
        name: "step",
        usages: ["step <id> +|-"],
        summary: "tap a stepper's + or -",
        details: """
            Taps + or - on the stepper <id>: its value moves by its step and one value change \
            is sent. At the maximum (+) or minimum (-) that button is disabled and refuses, \
            unless the stepper wraps.
            """,
        examples: ["step count +", "step count -"],
        group: .events,
        otherNames: ["stepper", "increment", "decrement"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        direction = try arguments.choice(["+", "-"], role: "step", placeholder: "+|-")
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0:
            return context.elements.filter {
                context.values["\($0).value"] != nil && context.values["\($0).minimum"] != nil
            }
        case 1: return ["+", "-"]
        default: return []
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element.span) { window throws(UserInputError) in
            try window.step(element.value, up: direction.value == "+")
        })
    }

    package var description: String { "step \(element.value) \(direction.value)" }
}
