import RxsScript
import RxUI

/// `tab <index>|<title>`: tap a tab of the tab bar.
package struct TabCommand: EventCommand, Hashable {
    /// A tab index (a bare number, from 0) or a title.
    package var tab: Located<String>

    package init(tab: Located<String>) {
        self.tab = tab
    }

    package static let help = CommandHelp(
        name: "tab",
        usages: ["tab <index>|<title>"],
        summary: "tap a tab, by index from 0 or by title",
        details: """
            Selects the tab at <index> (from 0), or titled <title>, of the tab bar controller \
            on screen: its screen shows (loading the first time) and rx.didSelect reports it.
            """,
        examples: ["tab 1", "tab Settings"],
        group: .events,
        otherNames: ["tabs", "tabbar"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        tab = try arguments.text("<index>|<title>").located
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        guard position.index == 0, let spelled = context.values["tabBar.segments"] else { return [] }
        let unquoted = spelled.hasPrefix("\"") ? String(spelled.dropFirst().dropLast()) : spelled
        let titles = unquoted.split(separator: "|").map(String.init)
        return titles.indices.map(String.init) + titles.map(ScriptQuoting.spelling(of:))
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.userAction(at: tab.span) { window throws(UserInputError) in
            if let index = Int(tab.value), index >= 0 {
                try window.selectTab(index)
            } else {
                try window.selectTab(titled: tab.value)
            }
        })
    }

    package var description: String { "tab \(ScriptQuoting.spelling(of: tab.value))" }
}
