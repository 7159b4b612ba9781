import RxsScript
import RxUI

/// `segment <id> <index>|<title>`: tap a segment of a segmented control.
package struct SegmentCommand: EventCommand, Hashable {
    package var element: Located<String>
    /// A segment index (a bare number) or a title.
    package var segment: Located<String>

    package init(element: Located<String>, segment: Located<String>) {
        self.element = element
        self.segment = segment
    }

    package static let help = CommandHelp(
        name: "segment",
        usages: ["segment <id> <index>|<title>"],
        summary: "tap a segment, by index from 0 or by title",
        details: """
            Taps the segment of the segmented control <id> at <index> (from 0), or titled \
            <title>, selecting it and sending one value change.
            """,
        examples: ["segment mode 1", "segment mode Night"],
        group: .events,
        otherNames: ["segmented"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        segment = try arguments.text("<index>|<title>").located
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0: return context.elements.filter { context.values["\($0).segments"] != nil }
        case 1:
            guard let id = position.previous.first, let spelled = context.values["\(id).segments"] else { return [] }
            let unquoted = spelled.hasPrefix("\"") ? String(spelled.dropFirst().dropLast()) : spelled
            let titles = unquoted.split(separator: "|").map(String.init)
            return titles.indices.map(String.init) + titles.map(ScriptQuoting.spelling(of:))
        default: return []
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: segment.span) { window throws(UserInputError) in
            if let index = Int(segment.value), index >= 0 {
                try window.selectSegment(index, in: element.value)
            } else {
                try window.selectSegment(titled: segment.value, in: element.value)
            }
        })
    }

    package var description: String { "segment \(element.value) \(ScriptQuoting.spelling(of: segment.value))" }
}
