import RxsScript
import RxUI

/// `slide <id> <value>`: drag a slider.
package struct SlideCommand: EventCommand, Hashable {
    package var element: Located<String>
    package var value: Located<Double>

    package init(element: Located<String>, value: Located<Double>) {
        self.element = element
        self.value = value
    }

    package static let help = CommandHelp(
        name: "slide",
        usages: ["slide <id> <value>"],
        summary: "drag a slider to a value",
        details: """
            Drags the slider <id> to <value>, kept within its minimum and maximum, and sends \
            one value change. A disabled slider refuses.
            """,
        examples: ["slide volume 0.75"],
        group: .events,
        otherNames: ["slider", "drag"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        let token = try arguments.next("<value>")
        guard let number = Double(token.text), number.isFinite else {
            throw ScriptError("'\(token.text)' is not a number", at: token.span, hints: arguments.usageHints)
        }
        value = Located(number, span: token.span)
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        guard position.index == 0 else { return [] }
        return context.elements.filter {
            context.values["\($0).value"] != nil && context.values["\($0).minimum"] != nil
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element.span) { window throws(UserInputError) in
            try window.slide(element.value, to: value.value)
        })
    }

    package var description: String { "slide \(element.value) \(ScriptValue.number(value.value))" }
}
