import RxUI

/// `tap <id>`: a button tap.
public struct TapCommand: EventCommand, Hashable {
    public var element: Located<String>

    public init(element: Located<String>) {
        self.element = element
    }

    public static let help = CommandHelp(
        name: "tap",
        usages: ["tap <id>"],
        summary: "tap a button",
        details: "Sends one tap to the button <id>. A disabled button ignores it, as in UIKit.",
        examples: ["tap searchButton"],
        group: .events,
        otherNames: ["click", "press", "push", "button"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.buttons : []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: element.span) { window throws(UserInputError) in
            try window.tap(element.value)
        })
    }

    public func relocated(toLine line: Int) -> Self? {
        var moved = self
        moved.element = element.relocated(toLine: line)
        return moved
    }

    public var description: String { "tap \(element.value)" }
}
