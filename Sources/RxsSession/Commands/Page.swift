import RxsScript
import RxUI

/// `page <id> next|previous`: tap a page control; `page next|previous`: swipe the page view
/// controller shown.
package struct PageCommand: EventCommand, Hashable {
    /// The page control; nil for the screen's page view controller.
    package var element: Located<String>?
    package var direction: Located<String>

    package init(element: Located<String>?, direction: Located<String>) {
        self.element = element
        self.direction = direction
    }

    package static let help = CommandHelp(
        name: "page",
        usages: ["page <id> next|previous", "page next|previous"],
        summary: "tap a page control's half, or swipe pages",
        details: """
            Taps the right (next) or left (previous) half of the page control <id>, moving one \
            page and sending one value change; refused past the first or last page. Without \
            <id>, swipes the page view controller shown to the page its data source gives \
            after (next) or before (previous) the shown one, its delegate told as on iOS.
            """,
        examples: ["page pages next", "page next"],
        group: .events,
        otherNames: ["pagecontrol", "dots"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        if let first = arguments.peek(), ["next", "previous"].contains(first.text), arguments.remaining.count == 1 {
            element = nil
            direction = try arguments.choice(["next", "previous"], role: "page direction", placeholder: "next|previous")
            return
        }
        element = try arguments.element()
        direction = try arguments.choice(["next", "previous"], role: "page direction", placeholder: "next|previous")
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0: return context.elements.filter { context.values["\($0).pages"] != nil } + ["next", "previous"]
        case 1: return ["next", "previous"]
        default: return []
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: (element ?? direction).span) { window throws(UserInputError) in
            if let element {
                try window.turnPage(element.value, forward: direction.value == "next")
            } else {
                try window.turnPage(forward: direction.value == "next")
            }
        })
    }

    package var description: String { "page " + (element.map { "\($0.value) " } ?? "") + direction.value }
}
