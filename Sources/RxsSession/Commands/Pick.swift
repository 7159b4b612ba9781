import RxsScript
import RxUI

/// `pick <id> <row> [<component>]`: pick a row of a picker.
package struct PickCommand: EventCommand, Hashable {
    package var element: Located<String>
    package var row: Located<Int>
    package var component: Located<Int>?

    package init(element: Located<String>, row: Located<Int>, component: Located<Int>? = nil) {
        self.element = element
        self.row = row
        self.component = component
    }

    package static let help = CommandHelp(
        name: "pick",
        usages: ["pick <id> <row> [<component>]"],
        summary: "pick a picker row, counted from 0",
        details: """
            Spins the picker <id> to <row> of <component> (both from 0; the first component \
            by default), as rx.itemSelected reports it.
            """,
        examples: ["pick size 2", "pick time 3 1"],
        group: .events,
        otherNames: ["picker", "spin", "wheel"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        row = try arguments.row()
        if arguments.peek() != nil { component = try arguments.row("<component>") }
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0:
            return context.elements.filter { context.values["\($0).rows"] != nil && context.values["\($0).title"] != nil }
        case 1:
            guard let id = position.previous.first, let rows = context.values["\(id).rows"].flatMap({ Int($0) }) else {
                return []
            }
            return (0..<max(rows, 0)).map(String.init)
        default: return []
        }
    }

    package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: row.span) { window throws(UserInputError) in
            try window.pick(row: row.value, component: component?.value ?? 0, in: element.value)
        })
    }

    package var description: String {
        "pick \(element.value) \(row.value)" + (component.map { " \($0.value)" } ?? "")
    }
}
