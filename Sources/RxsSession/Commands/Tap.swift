import RxUI
import RxsScript

/// `tap <id>`: a button tap.
package struct TapCommand: EventCommand, Hashable {
    package var element: Located<String>

    package init(element: Located<String>) {
        self.element = element
    }

    package static let help = CommandHelp(
        name: "tap",
        usages: ["tap <id>"],
        summary: "tap a button",
        details: "Sends one tap to the button <id>. A disabled button ignores it, as in UIKit.",
        examples: ["tap searchButton"],
        group: .events,
        otherNames: ["click", "press", "push", "button"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.buttons : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element.span) { window throws(UserInputError) in
            try window.tap(element.value)
        })
    }

    package func relocated(toLine line: Int) -> Self? {
        TapCommand(element: element.relocated(toLine: line))
    }

    package var description: String { "tap \(element.value)" }
}
