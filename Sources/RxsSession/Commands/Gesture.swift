import RxsScript
import RxUI

/// `gesture tap|pan|long-press [<id>]`, `gesture swipe left|right|up|down [<id>]`.
package struct GestureCommand: EventCommand, Hashable {
    package var kind: Located<String>
    package var direction: Located<String>?
    /// nil makes the gesture on the screen itself.
    package var element: Located<String>?

    package init(kind: Located<String>, direction: Located<String>? = nil, element: Located<String>? = nil) {
        self.kind = kind
        self.direction = direction
        self.element = element
    }

    static let kinds = ["tap", "swipe", "long-press", "pan"]
    static let directions = ["left", "right", "up", "down"]

    package static let help = CommandHelp(
        name: "gesture",
        usages: ["gesture tap|pan [<id>]", "gesture long-press [<id>]", "gesture swipe <dir> [<id>]"],
        summary: "make a gesture on a view or the screen",
        details: """
            Makes the gesture on the view <id>, or on the screen's own view when left out: \
            every enabled gesture recognizer of that kind there sends rx.event. A swipe goes \
            left, right, up or down and reaches only recognizers of that direction. Refused \
            when none would recognize it.
            """,
        examples: ["gesture tap", "gesture swipe left card", "gesture long-press photo"],
        group: .events,
        otherNames: ["long-press", "gestures", "recognizer"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        kind = try arguments.choice(Self.kinds, role: "gesture", placeholder: "tap|swipe|long-press|pan")
        if kind.value == "swipe" {
            direction = try arguments.choice(Self.directions, role: "swipe direction", placeholder: "<dir>")
        }
        element = try arguments.optionalElement()
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        if position.index == 0 { return kinds }
        if position.index == 1, position.previous.first == "swipe" { return directions }
        let idIndex = position.previous.first == "swipe" ? 2 : 1
        return position.index == idIndex ? context.elements : []
    }

    package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        let swipe = direction.flatMap { UISwipeGestureRecognizer.Direction(name: $0.value) }
        return StepOutcome(changes: try session.userAction(at: (element ?? kind).span) { window throws(UserInputError) in
            try window.gesture(kind.value, direction: swipe, on: element?.value)
        })
    }

    package var description: String {
        ["gesture", kind.value, direction?.value, element?.value].compactMap { $0 }.joined(separator: " ")
    }
}
