import RxUI
import RxsScript

/// `show [<id>]`: render the screen, or one element, as text.
package struct ShowCommand: Command, Hashable {
    /// The element to show; nil shows the whole screen.
    package var element: Located<String>?

    package init(element: Located<String>? = nil) {
        self.element = element
    }

    package static let help = CommandHelp(
        name: "show",
        usages: ["show [<id>]"],
        summary: "render the screen (or one element) as text",
        details: """
            Draws the current screen as a boxed phone screen: navigation bar, elements, \
            table rows, alert and HUD. With <id>, only that element.
            """,
        examples: ["show", "show table"],
        group: .inspection,
        otherNames: ["print", "render", "display", "view", "screen", "ls"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.optionalElement()
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.elements : []
    }

    package var onlyReads: Bool { true }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        let snapshot = session.snapshot
        guard let element else {
            let renderer = TextRenderer(width: session.options.phoneWidth, color: session.options.color)
            return StepOutcome(output: [renderer.render(snapshot, previous: nil)])
        }
        let ids = snapshot.top?.elements.map(\.id) ?? []
        guard ids.contains(element.value) else {
            throw ScriptError.unknown("element", element, "on screen \(snapshot.top?.name ?? "(none)")", candidates: ids)
        }
        let lines = snapshot.paths().filter { $0.hasPrefix(element.value + ".") || $0.hasPrefix(element.value + "[") }
            .compactMap { path in (try? snapshot.value(at: path)).map { "\(path): \($0)" } }
        return StepOutcome(output: [lines.joined(separator: "\n")])
    }

    package func relocated(toLine line: Int) -> Self? {
        ShowCommand(element: element?.relocated(toLine: line))
    }

    package var description: String { element.map { "show \($0.value)" } ?? "show" }
}
