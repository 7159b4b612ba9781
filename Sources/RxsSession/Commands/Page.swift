import RxsScript
import RxUI

/// `page <id> next|previous`: tap a page control.
package struct PageCommand: EventCommand, Hashable {
    package var element: Located<String>
    package var direction: Located<String>

    package init(element: Located<String>, direction: Located<String>) {
        self.element = element
        self.direction = direction
    }

    package static let help = CommandHelp(
        name: "page",
        usages: ["page <id> next|previous"],
        summary: "tap a page control's next or previous half",
        details: """
            Taps the right (next) or left (previous) half of the page control <id>, moving one \
            page and sending one value change; refused past the first or last page.
            """,
        examples: ["page pages next"],
        group: .events,
        otherNames: ["pagecontrol", "dots"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        direction = try arguments.choice(["next", "previous"], role: "page direction", placeholder: "next|previous")
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0: return context.elements.filter { context.values["\($0).pages"] != nil }
        case 1: return ["next", "previous"]
        default: return []
        }
    }

    package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element.span) { window throws(UserInputError) in
            try window.turnPage(element.value, forward: direction.value == "next")
        })
    }

    package var description: String { "page \(element.value) \(direction.value)" }
}
