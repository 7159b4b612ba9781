import RxUI

/// `return [<id>]`: the keyboard's return key (editing did end on exit) on a text field.
public struct ReturnCommand: EventCommand, Hashable {
    /// The field; nil means the screen's only or first text field.
    public var element: Located<String>?

    public init(element: Located<String>? = nil) {
        self.element = element
    }

    public static let help = CommandHelp(
        name: "return",
        usages: ["return [<id>]"],
        summary: "press return in a field (ends editing)",
        details: """
            Presses return in the text field <id>, or in the screen's first text field \
            when no id is given, which also ends editing (the keyboard goes away).
            """,
        examples: ["return", "return searchField"],
        group: .events,
        otherNames: ["enter", "submit"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.optionalElement()
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.textInputs : []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element?.span) { window throws(UserInputError) in
            try window.pressReturn(in: element?.value)
        })
    }

    public var description: String { element.map { "return \($0.value)" } ?? "return" }
}
