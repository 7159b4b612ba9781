import RxUI

/// `slide <id> <value>`: drag a slider.
public struct SlideCommand: EventCommand, Hashable {
    public var element: Located<String>
    public var value: Located<Double>

    public init(element: Located<String>, value: Located<Double>) {
        self.element = element
        self.value = value
    }

    public static let help = CommandHelp(
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

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        let token = try arguments.next("<value>")
        guard let number = Double(token.text), number.isFinite else {
            throw ScriptError("'\(token.text)' is not a number", at: token.span, hints: arguments.usageHints)
        }
        value = Located(number, span: token.span)
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        guard position.index == 0 else { return [] }
        return context.elements.filter {
            context.values["\($0).value"] != nil && context.values["\($0).minimum"] != nil
        }
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element.span) { window throws(UserInputError) in
            try window.slide(element.value, to: value.value)
        })
    }

    public var description: String { "slide \(element.value) \(ScriptValue.number(value.value))" }
}
