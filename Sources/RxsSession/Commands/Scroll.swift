import RxsScript
import RxUI

/// `scroll [<id>] top|bottom|<y>`: scroll a scroll view.
package struct ScrollCommand: EventCommand, Hashable {
    package var element: Located<String>?
    /// `top`, `bottom` or a number of points.
    package var target: Located<String>

    package init(element: Located<String>?, target: Located<String>) {
        self.element = element
        self.target = target
    }

    package static let help = CommandHelp(
        name: "scroll",
        usages: ["scroll [<id>] top|bottom|<y>"],
        summary: "scroll to the top, the bottom or an offset",
        details: """
            Scrolls the scroll view <id> (the only one on the screen when left out) to the \
            top, the bottom or the offset <y> in points, as rx.contentOffset reports it; \
            reaching the bottom is how paging screens load more.
            """,
        examples: ["scroll bottom", "scroll feed top", "scroll feed 120"],
        group: .events,
        otherNames: ["swipe-up", "page-down"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        let first = try arguments.next("top|bottom|<y>")
        if arguments.peek() == nil {
            element = nil
            target = first.located
        } else {
            element = first.located
            target = try arguments.next("top|bottom|<y>").located
        }
        guard Self.scrollTarget(target.value) != nil else {
            var hints = arguments.usageHints
            if let suggestion = Suggester.didYouMean(target.value, among: ["top", "bottom"]) { hints.insert(suggestion, at: 0) }
            throw ScriptError("unknown scroll target '\(target.value)'", at: target.span, hints: hints)
        }
    }

    static func scrollTarget(_ text: String) -> UIScrollView.ScrollTarget? {
        switch text {
        case "top": return .top
        case "bottom": return .bottom
        default: return Double(text).flatMap { $0.isFinite ? .y($0) : nil }
        }
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        guard position.index <= 1 else { return [] }
        let views = position.index == 0 ? context.elements.filter { context.values["\($0).atBottom"] != nil } : []
        return ["top", "bottom"] + views
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        let destination = Self.scrollTarget(target.value) ?? .top
        return StepOutcome(changes: try session.userAction(at: (element ?? target).span) { window throws(UserInputError) in
            try window.scroll(element?.value, to: destination)
        })
    }

    package var description: String { "scroll " + (element.map { $0.value + " " } ?? "") + target.value }
}
