import RxUI

/// `step <id> +|-`: tap a stepper's plus or minus.
public struct StepCommand: EventCommand, Hashable {
    public var element: Located<String>
    public var direction: Located<String>

    public init(element: Located<String>, direction: Located<String>) {
        self.element = element
        self.direction = direction
    }

    public static let help = CommandHelp(
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

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        direction = try arguments.choice(["+", "-"], role: "step", placeholder: "+|-")
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0:
            return context.elements.filter {
                context.values["\($0).value"] != nil && context.values["\($0).minimum"] != nil
            }
        case 1: return ["+", "-"]
        default: return []
        }
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element.span) { window throws(UserInputError) in
            try window.step(element.value, up: direction.value == "+")
        })
    }

    public var description: String { "step \(element.value) \(direction.value)" }
}
